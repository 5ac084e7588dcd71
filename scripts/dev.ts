// npm run dev: the site on the embedded database (or DATABASE_URL when set), migrated and
// seeded, with Next's dev server.
import { spawn } from "node:child_process";
import { startEmbeddedDatabase } from "../lib/db/embedded";
import { migrateDatabase } from "../lib/db/schema-engine";

const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedDatabase();
const url = process.env.DATABASE_URL ?? embedded!.url;
console.log(embedded ? "Embedded PostgreSQL (PGlite) is running; data in .data/pglite" : "Using DATABASE_URL");

const applied = await migrateDatabase(url);
if (applied.length) console.log(`Applied migrations: ${applied.join(", ")}`);

const env = { ...process.env, DATABASE_URL: url };
await new Promise<void>((resolve, reject) => {
  const seed = spawn(process.execPath, ["--import", "tsx", "prisma/seed.ts"], { stdio: "inherit", env });
  seed.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`Seed failed (${code})`))));
});

const next = spawn(process.execPath, ["node_modules/next/dist/bin/next", "dev", ...process.argv.slice(2)], { stdio: "inherit", env });
const stop = () => {
  next.kill("SIGTERM");
  embedded?.stop();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
next.once("exit", (code) => {
  embedded?.stop();
  process.exit(code ?? 0);
});
