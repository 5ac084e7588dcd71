import { describe, expect, it } from "vitest";
import { GET as health } from "@/app/api/health/route";
import { db } from "@/lib/db";
import { call } from "../../support/api";

describe("GET /api/health", () => {
  it("says the database answers and every shipped migration is applied, without secrets", async () => {
    const res = await call(health);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "ok", database: "ok", migrations: { pending: [] }, version: expect.any(String) });
    expect(res.json.migrations.applied).toBeGreaterThanOrEqual(3);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.text).not.toMatch(/postgres(ql)?:\/\/|secret|password/i);
  });

  it("answers 503 and names the migration that is not applied", async () => {
    const [latest] = await db.$queryRaw<
      { id: string; migration_name: string }[]
    >`SELECT id, migration_name FROM "_prisma_migrations" ORDER BY migration_name DESC LIMIT 1`;
    await db.$executeRaw`UPDATE "_prisma_migrations" SET finished_at = NULL WHERE id = ${latest.id}`;
    try {
      const res = await call(health);
      expect(res.status).toBe(503);
      expect(res.json).toMatchObject({ status: "degraded", migrations: { pending: [latest.migration_name] } });
    } finally {
      await db.$executeRaw`UPDATE "_prisma_migrations" SET finished_at = now() WHERE id = ${latest.id}`;
    }
  });
});
