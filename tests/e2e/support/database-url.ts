import { existsSync, readFileSync } from "node:fs";
import { test } from "@playwright/test";

import { e2eDatabaseUrlFile } from "../../support/e2e-database";

/**
 * The database of the server this test's project talks to (the owner's specs have a server and a
 * database of their own, see playwright.config.ts), as its e2e server wrote it down.
 */
export function e2eDatabaseUrl(): string {
  const baseURL = test.info().project.use.baseURL;
  const port = baseURL ? new URL(baseURL).port : (process.env.E2E_PORT ?? "3100");
  const file = e2eDatabaseUrlFile(port);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  if (process.env.E2E_DATABASE_URL) return process.env.E2E_DATABASE_URL;
  throw new Error(`No e2e server on port ${port} has written its database address (${file}).`);
}
