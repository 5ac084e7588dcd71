// npm run db:owner: shows which deployment owns the database at DATABASE_URL (lib/db/owner.ts).
// npm run db:owner -- preview|production|development: says so yourself (applying the migrations
// first, so the owner can be recorded), for a database the owner check cannot place: one with
// tables from before owners were recorded, or one that is changing hands.
import { ENVIRONMENTS, readDatabaseState, type DeployEnvironment } from "../lib/db/owner";
import { migrateDatabase } from "../lib/db/schema-engine";

const url = process.env.DATABASE_URL;
const environment = process.argv[2];
if (!url || (environment && !(ENVIRONMENTS as readonly string[]).includes(environment))) {
  console.error(`Usage: DATABASE_URL=<url> npm run db:owner [-- ${ENVIRONMENTS.join("|")}]`);
  process.exit(1);
}
if (environment) await migrateDatabase(url, { owner: environment as DeployEnvironment });
const { owner, branch } = await readDatabaseState(url);
console.log(
  owner
    ? `Owned by ${owner.environment} since ${owner.recordedAt.toISOString()}${owner.branch ? ` (recorded on branch ${owner.branch})` : ""}.`
    : "No owner recorded yet: the first production deploy or seed records one.",
);
if (branch && owner?.branch && branch !== owner.branch)
  console.log(`This is branch ${branch}: a copy, not the database the owner was recorded on.`);
