// npm start: the production server on a built app (npm run build). Honours PORT and
// DATABASE_URL; refuses to start without real secrets, and migrates before serving.
import { spawn } from "node:child_process";
import { productionEnvProblems } from "../lib/env";
import { migrateDatabase } from "../lib/db/schema-engine";

const problems = productionEnvProblems();
if (problems.length) {
  console.error("Refusing to start in production:\n- " + problems.join("\n- "));
  process.exit(1);
}
await migrateDatabase(process.env.DATABASE_URL!);
const next = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", process.env.PORT ?? "3000"], {
  stdio: "inherit",
  env: { ...process.env, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => next.kill(signal));
next.once("exit", (code) => process.exit(code ?? 0));
