// Serves the production build for Playwright on the database `npm test` prepared for the build
// (E2E_DATABASE_URL), or on a fresh, migrated and seeded test database that is dropped when the
// server stops.
import { spawn } from "node:child_process";
import { cpSync, rmSync, writeFileSync } from "node:fs";
import { createTestDatabase, type TestDatabase } from "./test-database";
import { e2eDatabaseUrlFile } from "./e2e-database";

const database: TestDatabase = process.env.E2E_DATABASE_URL
  ? { url: process.env.E2E_DATABASE_URL, kind: "postgres", drop: async () => undefined }
  : await createTestDatabase("wellness_e2e");
if (!process.env.E2E_DATABASE_URL) {
  process.env.DATABASE_URL = database.url;
  const { seed } = await import("../../prisma/seed");
  await seed({ inPersonOpen: true }); // the suites book in-person services too
  const { db } = await import("../../lib/db");
  await db.$disconnect();
}

// The specs read what the server wrote (e.g. a password reset email) from the same database.
const urlFile = e2eDatabaseUrlFile(process.env.E2E_PORT ?? "3100");
writeFileSync(urlFile, database.url, { mode: 0o600 });

// A second server (the owner's specs, which change what every visitor sees) serves its own copy of
// the build: instances share the page cache on disk, and its pages must not leak into the first's.
const distDir = process.env.E2E_DIST_COPY;
if (distDir) {
  rmSync(distDir, { recursive: true, force: true });
  cpSync(".next", distDir, { recursive: true, filter: (source) => !source.startsWith(".next/cache") });
}

const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", process.env.E2E_PORT ?? "3100"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    ...(distDir ? { NEXT_DIST_DIR: distDir } : {}),
    AUTH_SECRET: "e2e-test-secret-at-least-32-characters-long",
    // The browser tests play the proxy: X-Forwarded-For's last entry is the client.
    TRUST_PROXY: process.env.TRUST_PROXY ?? "1",
    ALLOW_TEST_PAYMENTS: "1",
    // The owner's calendar specs serve their calendar files from 127.0.0.1 on the server's port + 1000.
    CALENDAR_FETCH_ALLOW_ORIGINS: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? "3100") + 1000}`,
    ADMIN_USERNAME: process.env.ADMIN_USERNAME ?? "admin",
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "admin-dev-password",
  },
});
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  server.kill("SIGTERM");
  rmSync(urlFile, { force: true });
  if (distDir) rmSync(distDir, { recursive: true, force: true });
  await database.drop().catch(() => undefined);
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.once("exit", stop);
