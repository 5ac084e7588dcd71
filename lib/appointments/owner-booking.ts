import { randomBytes } from "node:crypto";
import { db, type Prisma } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { claimTime, lockPractitionerDay, releaseExpiredHoldsIn } from "@/lib/booking/appointments";
import { auditOwnerBooking, auditPaymentRecorded } from "@/lib/audit/appointments";
import type { AuditActor } from "@/lib/audit/record";
import { calculateTax, type TaxQuote } from "@/lib/payments/tax";
import { isBooked } from "@/lib/booking/policy";
import { ensureAppointmentDocuments } from "@/lib/documents";
import { lockedAppointment, withAppointmentLock } from "@/lib/appointments/lock";
import type { OwnerBookingRequest } from "@/lib/validations/owner-appointments";
import { requestVideoRoom } from "@/lib/video-rooms/rooms";
import { afterCommit } from "@/lib/appointments/after-commit";
import { runAfterConfirmation } from "@/lib/appointments/confirm";
import { assertOwnerTimeOffered, OWNER_TIME_MESSAGES, ownerTime } from "@/lib/appointments/owner-time";

// The owner books a session for a client (an account found by the email, or a name and email
// alone), at a time the picker offers or, with the override, any future time. It is confirmed at
// once; the money is what she chose: to be paid later, paid in person (recorded as a payment of
// the practice's own, taxed at the practice), or free (the price is waived). The client gets the
// confirmation email, documents and reminders as after booking online; the owner is not told of
// her own booking. No consent form is signed for them: the agenda shows it as missing. A session
// to be paid later is marked paid in person when the client pays at the practice.

/** The prefix of the id of a payment recorded in person (no provider issued it). */
export const IN_PERSON_PAYMENT_PREFIX = "in_person_";

/** Paid at the practice: the price taxed where the money changed hands, the practice's state. */
const inPersonTax = (priceCents: number) => calculateTax(priceCents, { isVirtual: false }, undefined);

function recordPaidInPerson(tx: Prisma.TransactionClient, appointmentId: number, tax: TaxQuote, now: Date) {
  return tx.payment.create({
    data: {
      appointmentId,
      provider: "in_person",
      paymentIntentId: `${IN_PERSON_PAYMENT_PREFIX}${randomBytes(12).toString("hex")}`,
      clientSecret: "",
      subtotalCents: tax.subtotal,
      taxCents: tax.taxAmount,
      taxRate: tax.rate,
      taxState: tax.taxState,
      amountCents: tax.totalAmount,
      status: "succeeded",
      paidAt: now,
    },
  });
}

export async function bookForClient(
  input: OwnerBookingRequest,
  { now = new Date(), actor }: { now?: Date; actor: AuditActor },
): Promise<number> {
  const [service, practitioner, account] = await Promise.all([
    db.service.findFirst({ where: { id: input.serviceId, active: true } }),
    db.practitioner.findFirstOrThrow({ orderBy: { id: "asc" }, select: { id: true } }),
    db.user.findFirst({ where: { email: { equals: input.email, mode: "insensitive" } }, select: { id: true, email: true } }),
  ]);
  if (!service) throw notFound("This service is no longer offered. Choose another service.");
  const time = await ownerTime(input, { duration: service.duration, practitionerId: practitioner.id }, now);
  const priceCents = input.payment === "free" ? 0 : service.price;
  const tax = input.payment === "in_person" ? await inPersonTax(priceCents) : null;

  const book = () =>
    db.$transaction(async (tx) => {
      await lockPractitionerDay(tx, time.practitionerId, time.slotDate);
      await assertOwnerTimeOffered(tx, time, service.duration);
      await releaseExpiredHoldsIn(tx, time, now);
      const appointment = await tx.appointment.create({
        data: {
          userId: account?.id ?? null,
          serviceId: service.id,
          practitionerId: time.practitionerId,
          timeSlotId: time.timeSlotId,
          startsAt: time.startsAt,
          endsAt: time.endsAt,
          status: "confirmed",
          confirmedAt: now,
          isVirtual: service.isVirtual,
          priceCents,
          notes: input.notes,
          clientFirstName: input.firstName,
          clientLastName: input.lastName,
          // An account's own address, however it was typed.
          clientEmail: account?.email ?? input.email,
          clientPhone: input.phone ?? "",
        },
      });
      if (tax) await recordPaidInPerson(tx, appointment.id, tax, now);
      if (appointment.isVirtual) await requestVideoRoom(tx, appointment.id, now);
      await auditOwnerBooking(
        tx,
        actor,
        { ...appointment, accountFound: account !== null },
        { payment: input.payment, override: input.override, at: now },
      );
      return appointment.id;
    });

  const id = await claimTime(book, OWNER_TIME_MESSAGES.taken);
  await afterCommit(id, "booked by the owner", [() => runAfterConfirmation(id, { notifyOwner: false })]);
  return id;
}

export const RECORD_PAYMENT_MESSAGES = {
  notBooked: "Only a booked session (confirmed, completed or no-show) can be marked paid.",
  free: "This session is free: there is nothing to pay.",
  paid: "This session is already paid.",
} as const;

/**
 * The client paid a session booked "to be paid later" at the practice: the owner records it as
 * paid in person now (taxed at the practice), once (409 when already paid, free, or not a booked
 * session). The receipt is written with the other documents; the audit log records it.
 */
export async function recordInPersonPayment(id: number, { now = new Date(), actor }: { now?: Date; actor: AuditActor }): Promise<void> {
  const found = await db.appointment.findUnique({ where: { id }, select: { priceCents: true } });
  if (!found) throw notFound("Appointment not found.");
  const tax = await inPersonTax(found.priceCents);
  await withAppointmentLock(id, async (tx) => {
    const a = await lockedAppointment(tx, id);
    if (!isBooked(a.status)) throw conflict(RECORD_PAYMENT_MESSAGES.notBooked);
    if (a.payment) throw conflict(RECORD_PAYMENT_MESSAGES.paid);
    if (a.priceCents === 0) throw conflict(RECORD_PAYMENT_MESSAGES.free);
    await recordPaidInPerson(tx, id, tax, now);
    await auditPaymentRecorded(tx, actor, a, tax.totalAmount, now);
  });
  await afterCommit(id, "paid in person", [() => ensureAppointmentDocuments(id)]);
}
