import IntakeReminderEmail from "@/emails/intake-reminder";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { formatLongDate, formatTimeWithZone } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import { attachCoveringIntake } from "@/lib/intake/responses";

// The client's reminder to answer the intake form: once per booking, from 3 days (72 hours) before
// a confirmed session whose service asks a form and which has no answers yet. The email links to
// the form; it names no question and no answer.

export const INTAKE_REMINDER_HOURS = 72;
const INTAKE_REMINDER_TEMPLATE = "intake-reminder";

/** The email's idempotency key: one reminder per booking, whatever runs overlap. */
export const intakeReminderKey = (appointmentId: number) => `intake-reminder/${appointmentId}`;

/** The page of My Appointments where the client answers a booking's form. */
export const appointmentIntakePath = (appointmentId: number) => `/appointments/${appointmentId}/intake`;

/** The hourly job: reminds the clients whose sessions within 72 hours still miss their intake answers. */
export async function sendIntakeReminders(now = new Date()): Promise<{ reminded: number }> {
  const due = await db.appointment.findMany({
    where: {
      status: "confirmed",
      intakeResponseId: null,
      userId: { not: null },
      startsAt: { gt: now, lte: new Date(now.getTime() + INTAKE_REMINDER_HOURS * 60 * 60 * 1000) },
      service: { intakeForm: { active: true } },
    },
    select: { id: true, startsAt: true, clientFirstName: true, clientEmail: true, service: { select: { name: true } } },
  });
  const sent = new Set(
    (
      await db.emailLog.findMany({
        where: { idempotencyKey: { in: due.map((a) => intakeReminderKey(a.id)) } },
        select: { idempotencyKey: true },
      })
    ).map((e) => e.idempotencyKey),
  );
  let reminded = 0;
  for (const a of due) {
    if (sent.has(intakeReminderKey(a.id))) continue;
    // Answers sent since (for another booking of the form) cover this one: nothing to ask.
    await attachCoveringIntake(a.id, now);
    const current = await db.appointment.findUnique({ where: { id: a.id }, select: { intakeResponseId: true } });
    if (current?.intakeResponseId) continue;
    await sendEmail({
      to: a.clientEmail,
      subject: `Please complete your intake form before your ${a.service.name}`,
      template: INTAKE_REMINDER_TEMPLATE,
      idempotencyKey: intakeReminderKey(a.id),
      appointmentId: a.id,
      react: (
        <IntakeReminderEmail
          firstName={a.clientFirstName}
          serviceName={a.service.name}
          when={`${formatLongDate(a.startsAt)} at ${formatTimeWithZone(a.startsAt)}`}
          intakeUrl={`${siteConfig.url}${appointmentIntakePath(a.id)}`}
        />
      ),
    });
    reminded++;
  }
  return { reminded };
}
