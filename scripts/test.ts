// npm test: everything. Types, unit and integration tests (real PostgreSQL when a server runs
// at 127.0.0.1:5432, else the embedded database), the production build, then the end-to-end
// tests in Chromium against that build.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

function step(label: string, bin: string, args: string[], env: Record<string, string> = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  execFileSync(`node_modules/.bin/${bin}`, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env } });
  console.log(`--- ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it (apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

try {
  step("Type check", "tsc", ["--noEmit"]);
  step("Unit and integration tests", "vitest", ["run"]);
  step("Production build", "next", ["build"], { NODE_ENV: "production" });
  step("End-to-end tests (Chromium)", "playwright", ["test"], { CI: process.env.CI ?? "1" });
} catch {
  process.exit(1);
}
