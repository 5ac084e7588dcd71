// Test databases: a fresh PostgreSQL database per run on the real server (127.0.0.1:5432),
// or, where no server runs, the embedded PGlite server (race tests cannot be proven there).
import { randomBytes } from "node:crypto";
import { createConnection } from "node:net";
import pg from "pg";
import { migrateDatabase } from "../../lib/db/schema-engine";
import { startEmbeddedDatabase } from "../../lib/db/embedded";

export type TestDatabase = { url: string; kind: "postgres" | "embedded"; drop: () => Promise<void> };

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((done) => {
    const socket = createConnection({ host: hostname, port: Number(port || 5432) });
    socket.setTimeout(1000, () => (socket.destroy(), done(false)));
    socket.once("connect", () => (socket.end(), done(true)));
    socket.once("error", () => done(false));
  });
}

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
  if (await reachable(ADMIN_URL)) {
    const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await dropStaleTestDatabases(admin);
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    await migrateDatabase(url.toString());
    return {
      url: url.toString(),
      kind: "postgres",
      drop: async () => {
        const c = new pg.Client({ connectionString: ADMIN_URL });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await c.end();
      },
    };
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
