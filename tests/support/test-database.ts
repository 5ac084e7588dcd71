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

export async function createTestDatabase(prefix = "wellness_test"): Promise<TestDatabase> {
  if (await reachable(ADMIN_URL)) {
    const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
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
