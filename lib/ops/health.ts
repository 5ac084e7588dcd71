import { existsSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { db } from "@/lib/db";

// GET /api/health for load balancers and uptime checks: is the database reachable, are the
// migrations this build ships applied? Names and counts only: never a secret or a connection string.

export type Health = {
  status: "ok" | "degraded";
  version: string;
  commit: string | null;
  database: "ok" | "unreachable";
  migrations: { applied: number; pending: string[] } | null;
  time: string;
};

/** The migration folders this build ships (null where the deployment did not include them). */
function shippedMigrations(): string[] | null {
  const dir = resolve(process.cwd(), "prisma/migrations");
  if (!existsSync(dir)) return null;
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

export async function checkHealth(now = new Date()): Promise<Health> {
  const base = {
    version: process.env.npm_package_version ?? "1.0.0",
    commit: process.env.VERCEL_GIT_COMMIT_SHA ?? process.env.GIT_COMMIT ?? null,
    time: now.toISOString(),
  };
  let applied: string[];
  try {
    const rows = await db.$queryRaw<{ migration_name: string }[]>`
      SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
    applied = rows.map((row) => row.migration_name);
  } catch {
    return { ...base, status: "degraded", database: "unreachable", migrations: null };
  }
  const shipped = shippedMigrations();
  const pending = shipped ? shipped.filter((name) => !applied.includes(name)).sort() : [];
  return { ...base, status: pending.length ? "degraded" : "ok", database: "ok", migrations: { applied: applied.length, pending } };
}
