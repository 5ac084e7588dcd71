import { Client } from "pg";

// Which deployment owns a database, so a preview build can never migrate or seed production's.
// The first production deploy (or the seed) records its environment in the database itself
// ("DatabaseOwner"); every migration and seed reads it first and refuses what the rules below
// forbid, before it changes anything. Recording it in the database, not in a variable, is what makes
// a preview that was given production's DATABASE_URL by mistake safe: the database says whose it is.
//
// A Neon branch made for a preview is a copy of production, owner row included. It is told apart by
// the branch it was recorded on (Neon's timeline id, which every branch has its own of): a copy of
// production on another branch is a preview's database, and is recorded as such.

export const ENVIRONMENTS = ["production", "preview", "development"] as const;
export type DeployEnvironment = (typeof ENVIRONMENTS)[number];

export type DatabaseOwner = { environment: DeployEnvironment; branch: string | null; recordedAt: Date };

/** What the database holds, as the guard needs it. */
export type DatabaseState = { owner: DatabaseOwner | null; hasMigrations: boolean; branch: string | null };

/** The environment this build or command runs for: DEPLOY_ENV, else Vercel's VERCEL_ENV, else none (local, self-hosted). */
export function deployEnvironment(env: Record<string, string | undefined> = process.env): DeployEnvironment | null {
  const value = env.DEPLOY_ENV || env.VERCEL_ENV;
  if (!value) return null;
  if (!(ENVIRONMENTS as readonly string[]).includes(value))
    throw new Error(`DEPLOY_ENV must be one of ${ENVIRONMENTS.join(", ")} (got "${value}").`);
  return value as DeployEnvironment;
}

export class DatabaseOwnerError extends Error {
  override name = "DatabaseOwnerError";
}

const HOW_TO_GIVE_PREVIEWS_A_DATABASE =
  "Give previews their own database: in Vercel, Settings → Environment Variables, set DATABASE_URL for the Preview environment " +
  "only, to a separate preview database, or install Neon's or Supabase's Vercel integration, which makes a database branch " +
  'for every preview. (README, "Preview deployments".)';

/**
 * The refusal for `deploying` against a database in `state`, or null when it may migrate and seed.
 * Previews (and Vercel's development builds) may use a fresh database, their own, or a branch copied
 * from production; never production's own, nor one with tables and no recorded owner. Production
 * refuses a database that a preview or development recorded as its own.
 */
export function ownerRefusal(state: DatabaseState, deploying: DeployEnvironment | null): string | null {
  if (!deploying) return null;
  const { owner } = state;
  if (deploying === "production") {
    if (!owner || owner.environment === "production") return null;
    return (
      `Refusing to migrate or seed: this production build's DATABASE_URL points at a ${owner.environment} database ` +
      `(recorded on ${day(owner.recordedAt)}). Set the Production environment's DATABASE_URL to the production database. ` +
      "If this database really is to become production's, record it first: DATABASE_URL=<its url> npm run db:owner -- production"
    );
  }
  if (!owner) {
    if (!state.hasMigrations) return null;
    return (
      `Refusing to migrate or seed: this ${deploying} build's DATABASE_URL points at a database that has tables but no recorded owner ` +
      "(it may be production's, from before owners were recorded). Deploy production once, which records it, and give previews their " +
      "own database; or, if this is a preview database, record it: DATABASE_URL=<its url> npm run db:owner -- preview. " +
      HOW_TO_GIVE_PREVIEWS_A_DATABASE
    );
  }
  if (owner.environment !== "production" || isBranchCopy(state)) return null;
  return (
    `Refusing to migrate or seed: this ${deploying} build's DATABASE_URL points at the production database ` +
    `(recorded as production's on ${day(owner.recordedAt)}). A pull request's migrations and demo content must never reach it. ` +
    HOW_TO_GIVE_PREVIEWS_A_DATABASE
  );
}

/** A database recorded as production's on another branch than the one it is on now: a copy. */
const isBranchCopy = ({ owner, branch }: DatabaseState) => Boolean(owner?.branch && branch && owner.branch !== branch);

/** What to record after `deploying` migrated or seeded, or null to leave the owner as it is. */
export function ownerToRecord(state: DatabaseState, deploying: DeployEnvironment): Omit<DatabaseOwner, "recordedAt"> | null {
  if (!state.owner || (state.owner.environment === "production" && deploying !== "production" && isBranchCopy(state))) {
    return { environment: deploying, branch: state.branch };
  }
  return null;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Reads the owner row, whether any migration ran, and the branch the server is on (before migrating: tables may not exist). */
export async function readDatabaseState(url: string): Promise<DatabaseState> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ owners: boolean; migrations: boolean; branch: string | null }>(
      `SELECT to_regclass('"DatabaseOwner"') IS NOT NULL AS owners,
              to_regclass('"_prisma_migrations"') IS NOT NULL AS migrations,
              nullif(current_setting('neon.timeline_id', true), '') AS branch`,
    );
    const [{ owners, migrations, branch }] = rows;
    const owner = owners
      ? ((await client.query<DatabaseOwner>(`SELECT environment, branch, "recordedAt" FROM "DatabaseOwner" WHERE id = 1`)).rows[0] ?? null)
      : null;
    const hasMigrations = migrations && (await client.query(`SELECT 1 FROM "_prisma_migrations" LIMIT 1`)).rowCount! > 0;
    return { owner, hasMigrations, branch };
  });
}

/** Throws the refusal for `deploying` against the database at `url`, before anything is changed; returns what it read. */
export async function guardDatabase(url: string, deploying = deployEnvironment()): Promise<DatabaseState> {
  const state = await readDatabaseState(url);
  const refusal = ownerRefusal(state, deploying);
  if (refusal) throw new DatabaseOwnerError(refusal);
  return state;
}

/** Records `environment` as the owner (after migrating: the table exists). */
export async function recordDatabaseOwner(url: string, owner: Omit<DatabaseOwner, "recordedAt">): Promise<void> {
  await withClient(url, (client) =>
    client.query(
      `INSERT INTO "DatabaseOwner" (id, environment, branch) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET environment = EXCLUDED.environment, branch = EXCLUDED.branch, "recordedAt" = now()`,
      [owner.environment, owner.branch],
    ),
  );
}
