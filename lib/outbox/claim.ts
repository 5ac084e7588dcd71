import { db, Prisma } from "@/lib/db";

// The rule both outboxes (emails, text messages) follow to take work: a message is being sent
// under a lease, and whoever finds it due (a retry's time has come, or a first attempt's lease ran
// out because its process died mid-send) takes it with a new lease.

/** How long an attempt holds its message before another run may take it over. */
const ATTEMPT_LEASE_MS = 5 * 60_000;

export const leaseUntil = (now: Date) => new Date(now.getTime() + ATTEMPT_LEASE_MS);

/**
 * Claims up to `batchSize` due messages of one outbox table, oldest due first, with SKIP LOCKED
 * and a new lease, so overlapping runs (several instances) never take the same message.
 */
export async function claimDueMessages(table: "EmailLog" | "TextMessage", now: Date, batchSize: number): Promise<number[]> {
  const name = Prisma.raw(`"${table}"`); // one of two literals, never input
  const claimed = await db.$queryRaw<{ id: number }[]>`
    UPDATE ${name} SET "nextAttemptAt" = ${leaseUntil(now)}
    WHERE "id" IN (
      SELECT "id" FROM ${name}
      WHERE "status" IN ('sending', 'retrying') AND "nextAttemptAt" <= ${now}
      ORDER BY "nextAttemptAt"
      LIMIT ${batchSize}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id"`;
  return claimed.map((row) => row.id);
}
