import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getAppointmentForClient } from "@/lib/accounts/client-data";
import { paymentWords } from "@/lib/accounts/appointment-display";
import { cancelAsOwner } from "@/lib/admin/actions";
import { CONFIRMATION_TEMPLATE } from "@/lib/appointments/emails";
import { bookForClient, IN_PERSON_PAYMENT_PREFIX, RECORD_PAYMENT_MESSAGES, recordInPersonPayment } from "@/lib/appointments/owner-booking";
import { LEAD_TIME_MESSAGE, addDays, practiceToday } from "@/lib/booking/dates";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { testProvider } from "@/lib/payments/test-provider";
import { OWNER_TIME_MESSAGES } from "@/lib/appointments/owner-time";
import type { OwnerBookingRequest } from "@/lib/validations/owner-appointments";
import { createUser } from "../../support/api";
import { startResendStandIn, type ResendStandIn } from "../../support/resend-stand-in";
import { serviceBySlug } from "./helpers";
import { freeSlots, tag } from "./self-service-helpers";

// The owner books for a client on the phone: an account is found by its email, a new name and email
// books without one; the session is confirmed at once and paid later, in person (recorded, taxed
// at the practice) or free; the client is emailed as after an online booking, the owner is not;
// a time is taken once, however many book it at the same moment.

let resend: ResendStandIn;
const saved = { key: env.RESEND_API_KEY, base: process.env.RESEND_BASE_URL };
let actor: { id: number; name: string };
beforeAll(async () => {
  resend = await startResendStandIn();
  process.env.RESEND_BASE_URL = resend.url;
  env.RESEND_API_KEY = "re_stand_in_key";
  const admin = await createUser({ isAdmin: true });
  actor = { id: admin.id, name: admin.email };
});
afterAll(async () => {
  env.RESEND_API_KEY = saved.key;
  process.env.RESEND_BASE_URL = saved.base;
  await resend.close();
});

const deliveredTo = (to: string) => resend.delivered.filter((e) => ([] as string[]).concat(e.body.to).includes(to));
const stored = (id: number) => db.appointment.findUniqueOrThrow({ where: { id }, include: { payment: true, reminders: true } });

async function request(overrides: Partial<OwnerBookingRequest> = {}): Promise<OwnerBookingRequest> {
  const service = await serviceBySlug("hypnotherapy-virtual-session");
  const [slot] = await freeSlots(1);
  return {
    serviceId: service.id,
    date: slot.date,
    time: slot.startTime,
    timeSlotId: slot.id,
    override: false,
    firstName: "Hannah",
    lastName: "Lee",
    email: `hannah_${tag()}@example.com`,
    phone: "8285550199",
    notes: null,
    payment: "later",
    ...overrides,
  };
}

describe("the owner books for a client", () => {
  it("finds the client's account by email, confirms the session to be paid later, emails the client and not the owner", async () => {
    const client = await createUser({ firstName: "Hannah" });
    const input = await request({ email: client.email.toUpperCase() });
    const id = await bookForClient(input, { actor });

    const a = await stored(id);
    expect(a).toMatchObject({ userId: client.id, status: "confirmed", timeSlotId: input.timeSlotId, payment: null, consentFormId: null });
    expect(a.confirmedAt).toBeInstanceOf(Date);
    expect(a.reminders.length).toBeGreaterThan(0);
    expect(a.clientEmail).toBe(client.email);
    const [mail] = deliveredTo(client.email);
    expect(mail.body.subject).toMatch(/confirmed/i);
    expect(mail.body.text).toContain("$120.00 plus sales tax, to be paid");
    expect(await db.emailLog.count({ where: { appointmentId: id, template: CONFIRMATION_TEMPLATE } })).toBe(1);
    expect(await db.emailLog.count({ where: { appointmentId: id, to: env.OWNER_EMAIL } })).toBe(0);

    const mine = await getAppointmentForClient(client.id, id);
    expect(paymentWords(mine)).toMatch(/, not paid$/);
    const [entry] = await db.auditEntry.findMany({ where: { entityId: String(id), action: "appointment.book" } });
    expect(entry.after).toMatchObject({ Payment: "To be paid later" });
  });

  it("paid in person records the payment with the practice's sales tax; cancelling with a refund needs no provider", async () => {
    const input = await request({ payment: "in_person" });
    const id = await bookForClient(input, { actor });
    const { payment, userId } = await stored(id);
    expect(userId).toBeNull();
    expect(payment).toMatchObject({
      provider: "in_person",
      status: "succeeded",
      subtotalCents: 12000,
      taxState: "NC",
      taxCents: 570,
      amountCents: 12570,
    });
    expect(payment!.paymentIntentId.startsWith(IN_PERSON_PAYMENT_PREFIX)).toBe(true);
    expect(payment!.paidAt).toBeInstanceOf(Date);

    const refund = vi.spyOn(testProvider, "refund");
    const cancelled = await cancelAsOwner(id, { refund: "partial", refundCents: 5000, note: null }, { actor });
    expect(cancelled.payment).toMatchObject({ refundStatus: "refunded", refundedCents: 5000 });
    expect(refund).not.toHaveBeenCalled();
  });

  it("free waives the price: nothing to pay, and the client reads Free", async () => {
    const client = await createUser();
    const id = await bookForClient(await request({ email: client.email, payment: "free" }), { actor });
    expect(await stored(id)).toMatchObject({ priceCents: 0, payment: null });
    expect(paymentWords(await getAppointmentForClient(client.id, id))).toBe("Free");
  });

  it("keeps the wizard's rules unless she overrides them, and a taken time is refused", async () => {
    const tomorrow = addDays(practiceToday(), 1);
    const early = await request({ date: tomorrow });
    await expect(bookForClient(early, { actor })).rejects.toMatchObject({ status: 400, message: LEAD_TIME_MESSAGE });

    // Before the working hours, inside the lead time: the first free of these days and minutes, in a
    // random order (other files book such times too, and the database refuses an overlap).
    const at = (m: number) => `05:${String(m).padStart(2, "0")}`;
    const candidates = [2, 3, 4, 5, 6]
      .flatMap((days) => [0, 5, 10, 15, 20, 25].map((minute) => ({ day: addDays(practiceToday(), days), minute })))
      .sort(() => Math.random() - 0.5);
    let booked: { id: number; day: string; minute: number } | undefined;
    for (const { day, minute } of candidates) {
      const input = await request({ date: day, time: at(minute), timeSlotId: undefined, override: true });
      const id = await bookForClient(input, { actor }).catch((error: { status?: number }) => {
        if (error.status === 409) return undefined;
        throw error;
      });
      if (id) {
        booked = { id, day, minute };
        break;
      }
    }
    expect(booked, "a free early time in the next days").toBeDefined();
    const { id: overridden, day, minute } = booked!;
    expect(await stored(overridden)).toMatchObject({ timeSlotId: null, status: "confirmed" });

    const again = await request({ date: day, time: at(minute + 30), timeSlotId: undefined, override: true });
    await expect(bookForClient(again, { actor })).rejects.toMatchObject({ status: 409, message: OWNER_TIME_MESSAGES.taken });
  });

  it("a session to be paid later is marked paid in person once, taxed at the practice, with its receipt", async () => {
    const id = await bookForClient(await request({ payment: "later" }), { actor });
    const paid = () => recordInPersonPayment(id, { actor });
    const [first, second] = await Promise.allSettled([paid(), paid()]);
    expect([first.status, second.status].sort()).toEqual(["fulfilled", "rejected"]);
    const refused = (first.status === "rejected" ? first : second) as PromiseRejectedResult;
    expect(refused.reason).toMatchObject({ status: 409, message: RECORD_PAYMENT_MESSAGES.paid });
    const { payment } = await stored(id);
    expect(payment).toMatchObject({ provider: "in_person", status: "succeeded", amountCents: 12570, taxState: "NC" });
    expect(await db.artifact.count({ where: { appointmentId: id, artifactType: "payment_receipt" } })).toBe(1);
    const [entry] = await db.auditEntry.findMany({ where: { entityId: String(id), action: "payment.record" } });
    expect(entry.summary).toContain("$125.70 paid in person");

    const free = await bookForClient(await request({ payment: "free" }), { actor });
    await expect(recordInPersonPayment(free, { actor })).rejects.toMatchObject({ status: 409, message: RECORD_PAYMENT_MESSAGES.free });
  });

  it("two bookings of the last free time at once: exactly one is made", async () => {
    const input = await request();
    const results = await Promise.allSettled([
      bookForClient({ ...input, email: `a_${tag()}@example.com` }, { actor }),
      bookForClient({ ...input, email: `b_${tag()}@example.com` }, { actor }),
      bookForClient({ ...input, email: `c_${tag()}@example.com` }, { actor }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === "rejected")) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect(r.reason.status).toBe(409);
    }
    const live = await db.appointment.count({ where: { timeSlotId: input.timeSlotId, status: "confirmed" } });
    expect(live).toBe(1);
  });
});
