import { db, type Prisma } from "@/lib/db";
import { lockForTransaction } from "@/lib/db/locks";
import { notFound } from "@/lib/errors";
import type { PractitionerOption } from "./types";

// Whose availability is being changed, and the one transaction every such change runs in.

export async function listPractitioners(): Promise<PractitionerOption[]> {
  const rows = await db.practitioner.findMany({ orderBy: { id: "asc" }, select: { id: true, firstName: true, lastName: true } });
  return rows.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}` }));
}

export async function practitionerName(client: Prisma.TransactionClient | typeof db, id: number): Promise<string> {
  const p = await client.practitioner.findUnique({ where: { id }, select: { firstName: true, lastName: true } });
  if (!p) throw notFound("Practitioner not found.");
  return `${p.firstName} ${p.lastName}`;
}

/**
 * Runs an availability change of one practitioner in a transaction holding that practitioner's
 * availability lock, so two changes (two tabs, a double click) are decided one after the other,
 * each seeing the other's result.
 */
export function changeAvailability<T>(practitionerId: number, fn: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(
    async (tx) => {
      await lockForTransaction(tx, "availability", practitionerId);
      return fn(tx);
    },
    { timeout: 60_000, maxWait: 15_000 },
  );
}
