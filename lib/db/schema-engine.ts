// Prisma's own schema engine (the wasm build) driven through @prisma/adapter-pg.
// The native engine that `prisma migrate` downloads is unavailable offline; this runs the same
// engine code on the same standard migrations folder, so `prisma migrate deploy` works
// unchanged wherever the native engine can be installed.
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import { deployEnvironment, guardDatabase, ownerToRecord, readDatabaseState, recordDatabaseOwner, type DeployEnvironment } from "./owner";

const require = createRequire(import.meta.url);
export const MIGRATIONS_DIR = resolve(process.cwd(), "prisma/migrations");
export const SCHEMA_PATH = resolve(process.cwd(), "prisma/schema.prisma");

type Engine = import("@prisma/schema-engine-wasm").SchemaEngine;
type MigrationList = import("@prisma/schema-engine-wasm").MigrationList;

async function loadEngineModule() {
  const dir = join(require.resolve("@prisma/schema-engine-wasm/schema_engine_bg"), "..");
  const bindings = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  const bytes = readFileSync(join(dir, "schema_engine_bg.wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, {
    "./schema_engine_bg.js": bindings,
  });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start?: () => void }).__wbindgen_start?.();
  return bindings;
}

let modulePromise: ReturnType<typeof loadEngineModule> | undefined;

export async function openSchemaEngine(adapterFactory: object): Promise<Engine> {
  modulePromise ??= loadEngineModule();
  const { SchemaEngine } = await modulePromise;
  const schema = readFileSync(SCHEMA_PATH, "utf8");
  return SchemaEngine.new(
    { datamodels: [[SCHEMA_PATH, schema]] },
    (log: string) => process.env.DEBUG_SCHEMA_ENGINE && console.error(log),
    bindMigrationAwareSqlAdapterFactory(adapterFactory as never),
  );
}

export function readMigrations() {
  const dirs = existsSync(MIGRATIONS_DIR)
    ? readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = join(MIGRATIONS_DIR, "migration_lock.toml");
  return {
    baseDir: MIGRATIONS_DIR,
    lockfile: {
      path: "migration_lock.toml",
      content: existsSync(lockPath) ? readFileSync(lockPath, "utf8") : null,
    },
    shadowDbInitScript: "",
    migrationDirectories: dirs.map((path) => ({
      path,
      migrationFile: {
        path: "migration.sql",
        content: { tag: "ok", value: readFileSync(join(MIGRATIONS_DIR, path, "migration.sql"), "utf8") },
      },
    })),
  } as MigrationList;
}

export const noFilters = { externalTables: [], externalEnums: [] };

/**
 * Applies every migration not yet applied to the database at `url`, for the environment deploying
 * (DEPLOY_ENV or VERCEL_ENV): first the owner check (lib/db/owner.ts), which throws before anything
 * changes when this environment may not touch the database; then the migrations; then the owner is
 * recorded if it was not. `owner` set: the operator says whose the database is (npm run db:owner).
 */
export async function migrateDatabase(url: string, { owner }: { owner?: DeployEnvironment } = {}): Promise<string[]> {
  const deploying = owner ?? deployEnvironment();
  const state = owner ? await readDatabaseState(url) : await guardDatabase(url, deploying);
  // Our own pool, ended afterwards: the engine does not close its connections, and one left open
  // keeps the migration lock, so a second migration in the same process waited 10 s for it.
  const pool = new pg.Pool({ connectionString: url });
  const engine = await openSchemaEngine(new PrismaPg(pool));
  let applied: string[];
  try {
    ({ appliedMigrationNames: applied } = await engine.applyMigrations({ migrationsList: readMigrations(), filters: noFilters }));
  } finally {
    engine.free();
    await pool.end();
  }
  const record = owner ? { environment: owner, branch: state.branch } : deploying && ownerToRecord(state, deploying);
  if (record) await recordDatabaseOwner(url, record);
  return applied;
}
