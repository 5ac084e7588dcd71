import type { Prisma } from "@/lib/db";
import { formatLongDate, formatPrice, formatTimeWithZone } from "@/lib/format";
import { recordAudit, type AuditActor } from "./record";

// The audit entries of the owner's appointment actions (lib/admin/actions.ts): a status change
// and a refund, each written inside the transaction that makes it.

type AppointmentFacts = {
  id: number;
  status: string;
  serviceId: number;
  startsAt: Date;
  clientFirstName: string;
  clientLastName: string;
};

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const statusLabel = (status: string) => (status === "no_show" ? "No-show" : capitalize(status));

const STATUS_ACTIONS = {
  completed: { action: "appointment.complete", verb: "Marked completed" },
  cancelled: { action: "appointment.cancel", verb: "Cancelled" },
  no_show: { action: "appointment.no_show", verb: "Marked no-show" },
} as const;

async function describe(tx: Prisma.TransactionClient, a: AppointmentFacts): Promise<string> {
  const service = await tx.service.findUnique({ where: { id: a.serviceId }, select: { name: true } });
  const client = `${a.clientFirstName} ${a.clientLastName}`.trim() || "a client";
  return `#${a.id} (${service?.name ?? "a session"} with ${client}, ${formatLongDate(a.startsAt)} at ${formatTimeWithZone(a.startsAt)})`;
}

/** appointment.cancel / appointment.complete: the status before and after. */
export async function auditAppointmentStatus(
  tx: Prisma.TransactionClient,
  actor: AuditActor,
  a: AppointmentFacts,
  status: "completed" | "cancelled" | "no_show",
  { cancelReason, cancelNote, at }: { cancelReason?: string; cancelNote?: string | null; at?: Date } = {},
): Promise<void> {
  const what = await describe(tx, a);
  await recordAudit(tx, {
    actor,
    action: STATUS_ACTIONS[status].action,
    entity: { type: "appointment", id: a.id },
    summary: `${STATUS_ACTIONS[status].verb} appointment ${what}.`,
    before: { Status: statusLabel(a.status) },
    after: {
      Status: statusLabel(status),
      ...(cancelReason ? { "Cancel reason": cancelReason } : {}),
      ...(cancelNote ? { "Note to the client": cancelNote } : {}),
    },
    at,
  });
}

/**
 * payment.refund, right after the refund was recorded on the payment (same transaction): the
 * amount that went back to the client and the provider's refund id.
 */
export async function auditRefund(
  tx: Prisma.TransactionClient,
  actor: AuditActor,
  a: AppointmentFacts & { payment: { refundStatus: string } | null },
  at?: Date,
): Promise<void> {
  const refund = await tx.payment.findUniqueOrThrow({ where: { appointmentId: a.id } });
  const what = await describe(tx, a);
  await recordAudit(tx, {
    actor,
    action: "payment.refund",
    entity: { type: "appointment", id: a.id },
    summary: `Refunded ${formatPrice(refund.refundedCents)} for appointment ${what}.`,
    before: { Refund: capitalize(a.payment?.refundStatus ?? "none") },
    after: {
      Refund: capitalize(refund.refundStatus),
      Amount: formatPrice(refund.refundedCents),
      "Refund id": refund.refundId,
      Reason: refund.refundReason,
    },
    at,
  });
}

/** appointment.reschedule: the owner moved a booking (from, to, and whether she overrode the rules). */
export async function auditReschedule(
  tx: Prisma.TransactionClient,
  actor: AuditActor,
  a: AppointmentFacts,
  to: Date,
  { override, at }: { override: boolean; at?: Date },
): Promise<void> {
  const what = await describe(tx, a);
  const when = (d: Date) => `${formatLongDate(d)} at ${formatTimeWithZone(d)}`;
  await recordAudit(tx, {
    actor,
    action: "appointment.reschedule",
    entity: { type: "appointment", id: a.id },
    summary: `Moved appointment ${what} to ${when(to)}${override ? ", outside the booking rules" : ""}.`,
    before: { Time: when(a.startsAt) },
    after: { Time: when(to), ...(override ? { Override: "Lead time, hours and time off not applied" } : {}) },
    at,
  });
}

const PAYMENT_WORDS = { later: "To be paid later", in_person: "Paid in person", free: "Free" } as const;

/** appointment.book: the owner booked a session for a client (how it is paid, and whether she overrode the rules). */
export async function auditOwnerBooking(
  tx: Prisma.TransactionClient,
  actor: AuditActor,
  a: AppointmentFacts & { clientEmail: string; accountFound: boolean },
  { payment, override, at }: { payment: keyof typeof PAYMENT_WORDS; override: boolean; at?: Date },
): Promise<void> {
  const what = await describe(tx, a);
  await recordAudit(tx, {
    actor,
    action: "appointment.book",
    entity: { type: "appointment", id: a.id },
    summary: `Booked appointment ${what} for the client${override ? ", outside the booking rules" : ""}.`,
    before: null,
    after: {
      Client: `${a.clientFirstName} ${a.clientLastName} <${a.clientEmail}>${a.accountFound ? "" : " (no account)"}`,
      Payment: PAYMENT_WORDS[payment],
      ...(override ? { Override: "Lead time, hours and time off not applied" } : {}),
    },
    at,
  });
}

/** payment.record: the owner recorded a payment taken at the practice. */
export async function auditPaymentRecorded(
  tx: Prisma.TransactionClient,
  actor: AuditActor,
  a: AppointmentFacts,
  amountCents: number,
  at?: Date,
): Promise<void> {
  const what = await describe(tx, a);
  await recordAudit(tx, {
    actor,
    action: "payment.record",
    entity: { type: "appointment", id: a.id },
    summary: `Recorded ${formatPrice(amountCents)} paid in person for appointment ${what}.`,
    before: { Payment: "Not paid" },
    after: { Payment: "Paid in person", Amount: formatPrice(amountCents) },
    at,
  });
}
