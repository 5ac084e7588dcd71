// Test databases: a fresh PostgreSQL database per run on the real server (127.0.0.1:5432),
// or, where no server runs, the embedded PGlite server (race tests cannot be proven there).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { migrateDatabase } from "../../lib/db/schema-engine";
import { startEmbeddedDatabase } from "../../lib/db/embedded";
import { ADMIN_URL, postgresReachable } from "./postgres-server";

export type TestDatabase = {
  url: string;
  kind: "postgres" | "embedded";
  drop: () => Promise<void>;
  /** A new database with this one's tables and rows (PostgreSQL's `CREATE DATABASE ... TEMPLATE`). */
  copy?: () => Promise<TestDatabase>;
};

const STALE_AFTER_MS = 6 * 60 * 60 * 1000;

/** Drops test databases a killed run left behind (their names carry their creation time). */
async function dropStaleTestDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname ~ '^wellness_(test|e2e)_[0-9]+_[0-9a-f]+$'",
  );
  for (const { datname } of rows) {
    const createdAt = Number(datname.split("_")[2]);
    if (Date.now() - createdAt > STALE_AFTER_MS)
      await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
  }
}

export async function createTestDatabase(prefix = "wellness_test"): Promise<TestDatabase> {
  if (await postgresReachable()) {
    const admin = await adminClient();
    await dropStaleTestDatabases(admin);
    await admin.end();
    const database = await createPostgresDatabase(prefix);
    await migrateDatabase(database.url);
    return database;
  }
  console.warn(
    "\n*** No PostgreSQL server at 127.0.0.1:5432: using the embedded database (PGlite). ***\n" +
      "*** It serves one session at a time, so the double-booking race tests are SKIPPED: ***\n" +
      "*** run them on real PostgreSQL to prove the guarantee.                           ***\n",
  );
  const dir = `/tmp/wellness-test-pglite-${randomBytes(4).toString("hex")}`;
  const embedded = await startEmbeddedDatabase(dir, 55000 + Math.floor(Math.random() * 5000));
  await migrateDatabase(embedded.url);
  return { url: embedded.url, kind: "embedded", drop: async () => embedded.stop() };
}

async function adminClient() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  return admin;
}

/** An empty database, or a copy of `template` (which must have no open connection). */
async function createPostgresDatabase(prefix: string, template?: string): Promise<TestDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = await adminClient();
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    kind: "postgres",
    drop: async () => {
      const c = await adminClient();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
    copy: () => createPostgresDatabase(prefix, name),
  };
}
