import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { DatabaseOwnerError, deployEnvironment, readDatabaseState, recordDatabaseOwner } from "@/lib/db/owner";
import { migrateDatabase } from "@/lib/db/schema-engine";
import { db } from "@/lib/db";

// A preview deployment never migrates or seeds production's database: the database records which
// environment owns it, and every migration and seed reads that first.

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const created: string[] = [];

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database (nothing migrated), optionally on a Neon-like branch (its timeline id). */
async function emptyDatabase(branch?: string): Promise<{ url: string; name: string }> {
  const name = `wellness_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await admin(async (c) => {
    await c.query(`CREATE DATABASE "${name}"`);
    if (branch) await c.query(`ALTER DATABASE "${name}" SET neon.timeline_id = '${branch}'`);
  });
  created.push(name);
  return { name, url: Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString() };
}

const moveToBranch = (name: string, branch: string) => admin((c) => c.query(`ALTER DATABASE "${name}" SET neon.timeline_id = '${branch}'`));

async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM "_prisma_migrations"`);
  await client.end();
  return rows[0].n;
}

/** A database production deployed to: migrated and recorded as production's; then one migration "unmerged" again. */
async function productionDatabase(branch?: string) {
  const database = await emptyDatabase(branch);
  vi.stubEnv("VERCEL_ENV", "production");
  await migrateDatabase(database.url);
  vi.unstubAllEnvs();
  return database;
}

afterEach(() => vi.unstubAllEnvs());
afterAll(() => admin(async (c) => Promise.all(created.map((name) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)))));

const onPostgres = process.env.TEST_DATABASE_KIND === "postgres";

describe.runIf(onPostgres)("which deployment owns a database", () => {
  it("the first production deploy records production as the owner", async () => {
    const { url } = await productionDatabase();
    const { owner } = await readDatabaseState(url);
    expect(owner).toMatchObject({ environment: "production", branch: null });
  });

  it("a preview build refuses production's database before it applies anything", async () => {
    const { url } = await productionDatabase();
    const applied = await appliedMigrations(url);
    vi.stubEnv("VERCEL_ENV", "preview");
    const refused = migrateDatabase(url);
    await expect(refused).rejects.toBeInstanceOf(DatabaseOwnerError);
    await expect(refused).rejects.toThrow(/points at the production database.*set DATABASE_URL for the Preview environment only/s);
    expect(await appliedMigrations(url)).toBe(applied);
    expect((await readDatabaseState(url)).owner?.environment).toBe("production");
  });

  it("a preview build migrates a fresh database and records it as the preview's; later previews use it again", async () => {
    const { url } = await emptyDatabase();
    vi.stubEnv("VERCEL_ENV", "preview");
    expect((await migrateDatabase(url)).length).toBeGreaterThan(10);
    expect((await readDatabaseState(url)).owner).toMatchObject({ environment: "preview" });
    await expect(migrateDatabase(url)).resolves.toEqual([]);
  });

  it("a branch copied from production (another Neon timeline) is a preview's; production's own timeline is refused", async () => {
    const { url, name } = await productionDatabase("timeline-main");
    vi.stubEnv("VERCEL_ENV", "preview");
    await expect(migrateDatabase(url)).rejects.toThrow(/points at the production database/);
    await moveToBranch(name, "timeline-preview-42");
    await expect(migrateDatabase(url)).resolves.toEqual([]);
    expect((await readDatabaseState(url)).owner).toMatchObject({ environment: "preview", branch: "timeline-preview-42" });
  });

  it("a database with tables and no recorded owner is refused to a preview until someone says whose it is", async () => {
    const { url } = await emptyDatabase();
    await migrateDatabase(url); // no environment: a local or self-hosted migration records nothing
    vi.stubEnv("VERCEL_ENV", "preview");
    await expect(migrateDatabase(url)).rejects.toThrow(/has tables but no recorded owner.*npm run db:owner -- preview/s);
    await migrateDatabase(url, { owner: "preview" });
    await expect(migrateDatabase(url)).resolves.toEqual([]);
  });

  it("a production build refuses a preview's database", async () => {
    const { url } = await emptyDatabase();
    vi.stubEnv("VERCEL_ENV", "preview");
    await migrateDatabase(url);
    vi.stubEnv("VERCEL_ENV", "production");
    await expect(migrateDatabase(url)).rejects.toThrow(
      /production build's DATABASE_URL points at a preview database.*npm run db:owner -- production/s,
    );
  });

  it("takes the environment from DEPLOY_ENV, else VERCEL_ENV, and refuses a name it does not know", () => {
    expect(deployEnvironment({ VERCEL_ENV: "preview" })).toBe("preview");
    expect(deployEnvironment({ DEPLOY_ENV: "production", VERCEL_ENV: "preview" })).toBe("production");
    expect(deployEnvironment({})).toBeNull();
    expect(() => deployEnvironment({ DEPLOY_ENV: "staging" })).toThrow(/production, preview, development/);
  });
});

describe.runIf(onPostgres)("the seed", () => {
  it("records what it seeds, and refuses a preview's seed of production's database before writing anything", async () => {
    const url = process.env.DATABASE_URL!;
    // The run's database was seeded in the global setup, without a deploy environment.
    expect((await readDatabaseState(url)).owner).toMatchObject({ environment: "development" });
    const { seed } = await import("@/prisma/seed");
    // The one the seed writes: the first.
    const practitioner = await db.practitioner.findFirstOrThrow({ orderBy: { id: "asc" } });
    await recordDatabaseOwner(url, { environment: "production", branch: null });
    try {
      await db.practitioner.update({ where: { id: practitioner.id }, data: { title: "Edited by the owner" } });
      vi.stubEnv("VERCEL_ENV", "preview");
      await expect(seed()).rejects.toThrow(/points at the production database/);
      // The seed would have written the site's title back: it wrote nothing.
      expect((await db.practitioner.findUniqueOrThrow({ where: { id: practitioner.id } })).title).toBe("Edited by the owner");
    } finally {
      await db.practitioner.update({ where: { id: practitioner.id }, data: { title: practitioner.title } });
      await recordDatabaseOwner(url, { environment: "development", branch: null });
    }
  });

  it("npm run build for a preview: a fresh database is migrated and seeded with the demo content and its own admin; production's is refused with the fix", async () => {
    const build = (url: string) =>
      spawnSync(process.execPath, ["--import", "tsx", "scripts/with-database.ts", "tsx", "-e", "console.log('built')"], {
        env: {
          ...process.env,
          DATABASE_URL: url,
          VERCEL_ENV: "preview",
          ADMIN_USERNAME: "reviewer",
          ADMIN_PASSWORD: "preview-admin-password",
        },
        encoding: "utf8",
      });
    const fresh = await emptyDatabase();
    const ok = build(fresh.url);
    expect(ok.status, ok.stderr).toBe(0);
    expect(ok.stdout).toContain("built");
    const client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    const counts = await client.query<{ services: number; posts: number; admins: number }>(
      `SELECT (SELECT count(*)::int FROM "Service") AS services, (SELECT count(*)::int FROM "BlogPost") AS posts,
              (SELECT count(*)::int FROM "User" WHERE username = 'reviewer' AND "isAdmin") AS admins`,
    );
    await client.end();
    expect(counts.rows[0]).toMatchObject({ admins: 1 });
    expect(counts.rows[0].services).toBeGreaterThan(0);
    expect(counts.rows[0].posts).toBeGreaterThan(0);

    const production = await productionDatabase();
    const refused = build(production.url);
    expect(refused.status).toBe(1);
    expect(refused.stdout).not.toContain("built");
    expect(refused.stderr).toContain("Refusing to migrate or seed: this preview build's DATABASE_URL points at the production database");
  }, 120_000);
});
