// npm test: everything. Types, unit and integration tests (real PostgreSQL when a server runs
// at 127.0.0.1:5432, else the embedded database), the production build, then the end-to-end
// tests in Chromium against that build.
import { execFileSync, spawn } from "node:child_process";
import { e2eChromiumPath } from "../tests/support/chromium";
import { createTestDatabase } from "../tests/support/test-database";

const binPath = (bin: string) => (bin.includes("/") ? bin : `node_modules/.bin/${bin}`);
const seconds = (started: number) => `${((Date.now() - started) / 1000).toFixed(1)} s`;

function step(label: string, bin: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  execFileSync(binPath(bin), args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env } });
  console.log(`--- ${label}: ${seconds(started)}`);
}

type Check = [label: string, bin: string, args: string[]];

/** Runs one check, its output held back and printed whole when it ends; resolves to whether it passed. */
function check([label, bin, args]: Check): Promise<boolean> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(binPath(bin), args, { env: { ...process.env, FORCE_COLOR: "1" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => {
      console.log(
        `\n=== ${label} ===\n${output.trimEnd()}${output.trim() ? "\n" : ""}--- ${label}: ${seconds(started)}${code ? " FAILED" : ""}`,
      );
      resolve(code === 0);
    });
  });
}

/** The static checks in two lanes, one per core: ESLint alone takes as long as the other three. */
async function staticChecks(lanes: Check[][]) {
  const results = await Promise.all(
    lanes.map(async (lane) => {
      let passed = true;
      for (const c of lane) passed = (await check(c)) && passed;
      return passed;
    }),
  );
  if (results.includes(false)) throw new Error("static checks failed");
}

if (!e2eChromiumPath()) {
  console.error(
    `Chromium not found${process.env.CHROMIUM_PATH ? ` at ${process.env.CHROMIUM_PATH}` : ""}. Install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

const startedAll = Date.now();
let failed = false;
try {
  // TypeScript 7's native compiler checks the types: about 4x faster than 5.9, which ESLint and
  // Next's build use through its JavaScript API.
  await staticChecks([
    [["Lint", "eslint", ["--max-warnings", "0", "."]]],
    [
      ["Type check", "node_modules/typescript-7/bin/tsc", ["--noEmit", "--incremental", "false"]],
      ["Format", "prettier", ["--check", "--log-level", "warn", "."]],
      ["Dead code", "knip", ["--no-progress"]],
    ],
  ]);
  step("Unit and integration tests", "vitest", ["run"]);
} catch {
  failed = true;
}

// The build renders the static pages from a database; the end-to-end run then serves that
// same database, so pages and data agree.
const database = await createTestDatabase("wellness_e2e");
try {
  process.env.DATABASE_URL = database.url;
  const { seed } = await import("../prisma/seed");
  await seed({ inPersonOpen: true }); // the suites book in-person services too
  const { db } = await import("../lib/db");
  await db.$disconnect();
  step("Production build", "next", ["build"], { NODE_ENV: "production", DATABASE_URL: database.url });
  step("End-to-end tests (Chromium)", "playwright", ["test"], { CI: process.env.CI ?? "1", E2E_DATABASE_URL: database.url });
} catch {
  failed = true;
} finally {
  await database.drop();
}
console.log(`\n=== npm test: ${failed ? "FAILED" : "passed"} in ${((Date.now() - startedAll) / 60000).toFixed(1)} min ===`);
process.exit(failed ? 1 : 0);
