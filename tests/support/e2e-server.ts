// Serves the production build on a fresh, migrated and seeded test database for Playwright.
// The database is dropped when the server stops.
import { spawn } from "node:child_process";
import { createTestDatabase } from "./test-database";

const database = await createTestDatabase("wellness_e2e");
process.env.DATABASE_URL = database.url;
const { seed } = await import("../../prisma/seed");
await seed();
const { db } = await import("../../lib/db");
await db.$disconnect();

const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", process.env.E2E_PORT ?? "3100"], {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: database.url,
    AUTH_SECRET: "e2e-test-secret-at-least-32-characters-long",
    ALLOW_TEST_PAYMENTS: "1",
    ADMIN_USERNAME: process.env.ADMIN_USERNAME ?? "admin",
    ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? "admin-dev-password",
  },
});
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  server.kill("SIGTERM");
  await database.drop().catch(() => undefined);
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
server.once("exit", stop);
