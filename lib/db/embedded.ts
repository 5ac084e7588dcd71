// The embedded development database: PGlite (PostgreSQL in WASM) served over the Postgres
// wire protocol by pglite-server, with its data in .data/pglite. Used when DATABASE_URL is unset.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createConnection } from "node:net";
import { resolve } from "node:path";

export type EmbeddedDatabase = { url: string; stop: () => void; process: ChildProcess };

function portOpen(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = createConnection({ host: "127.0.0.1", port });
    socket.once("connect", () => (socket.end(), done(true)));
    socket.once("error", () => done(false));
  });
}

export async function startEmbeddedDatabase(
  dataDir = resolve(process.cwd(), ".data/pglite"),
  port = Number(process.env.EMBEDDED_DB_PORT ?? 54329),
): Promise<EmbeddedDatabase> {
  if (await portOpen(port)) throw new Error(`Port ${port} is taken: is another dev server running? (EMBEDDED_DB_PORT changes it)`);
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(
    process.execPath,
    [
      resolve(process.cwd(), "node_modules/@electric-sql/pglite-socket/dist/scripts/server.js"),
      `--db=${dataDir}`,
      `--port=${port}`,
      "--max-connections=10",
      "--extensions=btree_gist",
    ],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  const stop = () => child.kill("SIGTERM");
  process.once("exit", stop);
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error("The embedded database (pglite-server) exited during start-up.");
    if (await portOpen(port))
      return { url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`, stop, process: child };
    await new Promise((r) => setTimeout(r, 100));
  }
  stop();
  throw new Error("The embedded database did not start within 30 s.");
}
