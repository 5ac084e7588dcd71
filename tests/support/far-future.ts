import { db } from "@/lib/db";

/**
 * Where a test file may start booking far-future times: after every appointment already in
 * [from, until). Test files share one database and run one after another, so each starts past the
 * previous ones and no two ever meet on the no-overlap constraint (random starts did, now and then).
 */
export async function firstFreeInstant(from: number, until: number): Promise<number> {
  const { _max } = await db.appointment.aggregate({
    _max: { endsAt: true },
    where: { startsAt: { gte: new Date(from), lt: new Date(until) } },
  });
  return Math.max(from, (_max.endsAt?.getTime() ?? 0) + 24 * 3600_000);
}
