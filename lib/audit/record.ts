import { Prisma } from "@/lib/db";
import type { AuditAction } from "./actions";
import type { AuditValues } from "./types";

// The one way a change reaches the audit log. Called with the transaction that makes the change,
// so the entry commits with it or not at all: the log never claims a change that rolled back and
// never misses one that stood.

/** Who made a change: the admin's id and username at the time, or the system for scheduled work. */
export type AuditActor = { id: number | null; name: string };

export const SYSTEM_ACTOR: AuditActor = { id: null, name: "system" };

export const auditActor = (user: { id: number; username: string }): AuditActor => ({ id: user.id, name: user.username });

export type AuditRecord = {
  actor: AuditActor;
  action: AuditAction;
  entity: { type: string; id: string | number };
  /** One sentence a person reads in the log ("Closed Friday, December 25, 2026: Christmas Day"). */
  summary: string;
  /** The fields that matter, before and after (null: did not exist before / no longer exists). */
  before?: AuditValues | null;
  after?: AuditValues | null;
  at?: Date;
};

export async function recordAudit(tx: Prisma.TransactionClient, record: AuditRecord): Promise<void> {
  await tx.auditEntry.create({
    data: {
      at: record.at,
      actorId: record.actor.id,
      actorName: record.actor.name,
      action: record.action,
      entityType: record.entity.type,
      entityId: String(record.entity.id),
      summary: record.summary,
      before: record.before ?? Prisma.DbNull,
      after: record.after ?? Prisma.DbNull,
    },
  });
}
