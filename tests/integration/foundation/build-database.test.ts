import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";

// `npm run build` renders static pages from the database, so a fresh (empty, not yet
// migrated) database, as a preview deployment has, must be migrated by the build command first.
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

describe("the build command's database", () => {
  it.runIf(process.env.TEST_DATABASE_KIND === "postgres")(
    "migrates an empty database before the build runs",
    async () => {
      const name = `wellness_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
      const admin = new pg.Client({ connectionString: ADMIN_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE "${name}"`);
      const url = Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();
      try {
        // The wrapper runs the given command (here a check instead of `next build`) once the database is ready.
        const check = `const c = new (require("pg").Client)(process.env.DATABASE_URL); c.connect().then(() => c.query('SELECT count(*)::int AS n FROM "Service"')).then((r) => { console.log("services table:", r.rows[0].n); return c.end(); })`;
        const output = execFileSync(process.execPath, ["--import", "tsx", "scripts/with-database.ts", "tsx", "-e", check], {
          env: { ...process.env, DATABASE_URL: url },
          encoding: "utf8",
        });
        expect(output).toContain("services table: 0");
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    },
    120_000,
  );
});
