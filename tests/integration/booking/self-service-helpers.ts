import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { addDays, earliestBookableDate } from "@/lib/booking/dates";
import { ensureTimeSlots, getAvailableSlots, type AvailableSlot } from "@/lib/booking/slots";
import { createUser } from "../../support/api";
import { createConsent } from "../payments/helpers";
import { firstPractitioner, holdWithConsent, request, serviceBySlug } from "./helpers";

// Fixtures of the self-service tests: confirmed, paid bookings of the seeded practitioner at
// times the wizard would offer (free slots of real dates), so a reschedule goes through the same
// rules as a booking. Dates are searched for free slots: other test files book this window too.

export const tag = () => randomBytes(4).toString("hex");

/** `count` free slots for the service on bookable dates from `fromDate` on (distinct, non-overlapping). */
export async function freeSlots(
  count: number,
  { slug = "hypnotherapy-virtual-session", fromDate, now = new Date() }: { slug?: string; fromDate?: string; now?: Date } = {},
) {
  const service = await serviceBySlug(slug);
  const practitioner = await firstPractitioner();
  await ensureTimeSlots({ from: now });
  const picked: AvailableSlot[] = [];
  for (let date = fromDate ?? earliestBookableDate(now); picked.length < count; date = addDays(date, 1)) {
    const slots = (await getAvailableSlots({ date, serviceId: service.id, now })).filter((s) => s.practitionerId === practitioner.id);
    // Two hours apart, so a session on one never overlaps the next.
    for (const s of slots) {
      const start = new Date(s.startsAt).getTime();
      if (picked.every((p) => Math.abs(new Date(p.startsAt).getTime() - start) >= 2 * 3_600_000)) picked.push(s);
      if (picked.length === count) break;
    }
    if (date > addDays(earliestBookableDate(now), 60)) throw new Error("no free slots left in the window");
  }
  return picked;
}

/** A confirmed booking of `user` at `slot`, paid through the test provider, with a signed consent form. */
export async function bookConfirmed(
  user: { id: number; email?: string; firstName?: string },
  slot: AvailableSlot,
  { slug = "hypnotherapy-virtual-session", paid = true, status = "confirmed" as "confirmed" | "pending" | "completed" | "cancelled" } = {},
) {
  const service = await serviceBySlug(slug);
  const consent = await createConsent(user, service);
  const startsAt = new Date(slot.startsAt);
  const appointment = await db.appointment.create({
    data: {
      userId: user.id,
      serviceId: service.id,
      practitionerId: slot.practitionerId,
      timeSlotId: slot.id,
      consentFormId: consent.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + service.duration * 60_000),
      status,
      confirmedAt: status === "pending" ? null : new Date(),
      holdExpiresAt: status === "pending" ? new Date(Date.now() + 30 * 60_000) : null,
      isVirtual: service.isVirtual,
      priceCents: service.price,
      clientFirstName: user.firstName ?? "Casey",
      clientLastName: "Client",
      clientEmail: user.email ?? `client_${tag()}@example.com`,
      clientPhone: "8285550100",
    },
    include: { service: true },
  });
  const payment = paid
    ? await db.payment.create({
        data: {
          appointmentId: appointment.id,
          provider: "test",
          paymentIntentId: `test_pi_${tag()}${tag()}`,
          clientSecret: `secret_${tag()}`,
          subtotalCents: service.price,
          taxCents: Math.round(service.price * 0.0475),
          amountCents: service.price + Math.round(service.price * 0.0475),
          taxRate: 0.0475,
          taxState: "NC",
          status: "succeeded",
          paidAt: new Date(),
        },
      })
    : null;
  return { ...appointment, payment };
}

/** A client with a confirmed, paid booking at the first of `slots`. */
export async function clientWithBooking(slot: AvailableSlot, options: Parameters<typeof bookConfirmed>[2] = {}) {
  const user = await createUser({ firstName: "Casey" });
  const booking = await bookConfirmed(user, slot, options);
  return { user, booking };
}

/** The reschedule request body for a slot. */
export const moveTo = (slot: AvailableSlot) => ({ date: slot.date, time: slot.startTime, timeSlotId: slot.id });

/** Another client's new hold on exactly this slot (the wizard's request). */
export async function holdBySomeoneElse(slot: AvailableSlot, slug = "hypnotherapy-virtual-session") {
  const user = await createUser();
  const service = await serviceBySlug(slug);
  const consent = await createConsent(user, service);
  const timeSlot = await db.timeSlot.findUniqueOrThrow({ where: { id: slot.id } });
  return holdWithConsent(user, request(timeSlot, service.id, { consentFormId: consent.id }));
}

/** Appointments holding time (pending or confirmed) that overlap the slot's start. */
export const liveAt = (slot: AvailableSlot) =>
  db.appointment.count({
    where: {
      status: { in: ["pending", "confirmed"] },
      practitionerId: slot.practitionerId,
      startsAt: { lte: new Date(slot.startsAt) },
      endsAt: { gt: new Date(slot.startsAt) },
    },
  });
