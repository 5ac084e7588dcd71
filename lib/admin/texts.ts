import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import type { AdminText } from "@/lib/admin/types";
import { reminderLabel } from "@/lib/reminders/preferences";
import { resendFailedText } from "@/lib/sms/outbox";
import { displayPhone } from "@/lib/sms/phone";

// The text messages of an appointment in the admin's details dialog (beside its emails), and the
// owner's Resend of a text the outbox gave up on or the carrier could not deliver.

const KIND_LABELS: Record<string, string> = { reminder: "Reminder text", "waitlist-offer": "Waitlist offer text" };

const labelOf = (kind: string, reminderType: string | null | undefined) =>
  kind === "reminder" && reminderType ? `Reminder text (${reminderLabel(reminderType)})` : (KIND_LABELS[kind] ?? "Text message");

export async function listAppointmentTexts(appointmentId: number): Promise<AdminText[]> {
  const appointment = await db.appointment.findUnique({ where: { id: appointmentId }, select: { id: true } });
  if (!appointment) throw notFound("Appointment not found.");
  const texts = await db.textMessage.findMany({
    where: { appointmentId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      kind: true,
      to: true,
      body: true,
      status: true,
      attempts: true,
      error: true,
      nextAttemptAt: true,
      createdAt: true,
      reminder: { select: { reminderType: true } },
    },
  });
  return texts.map(({ reminder, kind, to, nextAttemptAt, createdAt, ...t }) => ({
    ...t,
    label: labelOf(kind, reminder?.reminderType),
    to: displayPhone(to),
    nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
  }));
}

export const RESEND_TEXT_ONLY_FAILED = "Only a text that failed can be sent again.";

/** Resend: the failed text goes out again now (unless the client stopped texts or the session is past). */
export async function resendText(actor: AuditActor, textId: number): Promise<AdminText> {
  const text = await db.textMessage.findUnique({ where: { id: textId }, select: { appointmentId: true, kind: true } });
  if (!text) throw notFound("Text message not found.");
  const result = await resendFailedText(textId);
  if (!result) throw conflict(RESEND_TEXT_ONLY_FAILED);
  await db.$transaction((tx) =>
    recordAudit(tx, {
      actor,
      action: "text.resend",
      entity: { type: "text", id: textId },
      summary: `Resent a text message (${text.kind}): ${result.status}.`,
    }),
  );
  const updated = text.appointmentId ? (await listAppointmentTexts(text.appointmentId)).find((t) => t.id === textId) : undefined;
  if (!updated) throw notFound("Text message not found.");
  return updated;
}
