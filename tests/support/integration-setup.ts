import { afterAll, inject, vi } from "vitest";

// Before any module reads it: the run's test database.
process.env.DATABASE_URL = inject("databaseUrl");
process.env.TEST_DATABASE_KIND = inject("databaseKind");
process.env.RATE_LIMIT_DISABLED ??= "1";
// The tests play the one proxy in front of the app: X-Forwarded-For's last entry is the client.
process.env.TRUST_PROXY ??= "1";

// Route handlers are called in-process; the session is whatever the test says it is
// (tests/support/session.ts). The real cookie flow is covered by the end-to-end tests.
vi.mock("@/lib/auth/current-user", async (importOriginal) => {
  const original = await importOriginal<typeof import("@/lib/auth/current-user")>();
  const { db } = await import("@/lib/db");
  const { testSession } = await import("./session");
  return {
    ...original,
    getSessionUser: async () =>
      testSession.userId ? db.user.findUnique({ where: { id: testSession.userId }, select: original.publicUserSelect }) : null,
    currentSessionId: async () => testSession.sid,
  };
});

afterAll(async () => {
  const { db } = await import("@/lib/db");
  await db.$disconnect();
});
