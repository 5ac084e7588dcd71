// Runs a command with DATABASE_URL set and migrated: the given database (migrations applied
// first, so a fresh preview database builds), or the embedded database (started, migrated and
// seeded for the duration of the command). Used by `npm run build`, whose static pages
// (services, blog) are rendered from the database. A preview build also seeds its database (the
// demo content, and the admin from the Preview environment's ADMIN_USERNAME and ADMIN_PASSWORD),
// and never touches production's: the owner check refuses first (lib/db/owner.ts).
//   tsx scripts/with-database.ts next build
import { spawn } from "node:child_process";
import { startEmbeddedDatabase } from "../lib/db/embedded";
import { DatabaseOwnerError, deployEnvironment } from "../lib/db/owner";
import { migrateDatabase } from "../lib/db/schema-engine";

const [command, ...args] = process.argv.slice(2);
const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedDatabase();
const url = process.env.DATABASE_URL ?? embedded!.url;

const run = (cmd: string, cmdArgs: string[]) =>
  new Promise<number>((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: "inherit", env: { ...process.env, DATABASE_URL: url } });
    child.once("exit", (code) => resolve(code ?? 1));
  });

let code = 0;
try {
  await migrateDatabase(url);
  if (embedded || deployEnvironment() === "preview") code = await run(process.execPath, ["--import", "tsx", "prisma/seed.ts"]);
  if (code === 0) code = await run(`node_modules/.bin/${command}`, args);
} catch (error) {
  if (!(error instanceof DatabaseOwnerError)) throw error;
  console.error(`\n${error.message}\n`);
  code = 1;
} finally {
  embedded?.stop();
}
process.exit(code);
