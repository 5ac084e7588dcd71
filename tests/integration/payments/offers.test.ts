import { randomBytes } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { POST as ownerRescheduleRoute } from "@/app/api/admin/appointments/[id]/reschedule/route";
import { POST as cancelRoute } from "@/app/api/appointments/[id]/cancel/route";
import { GET as userAppointmentsRoute } from "@/app/api/user/appointments/route";
import { DELETE as removeCodeRoute, POST as applyCodeRoute } from "@/app/api/appointments/[id]/promo-code/route";
import { POST as holdRoute } from "@/app/api/appointments/route";
import { POST as completeRoute } from "@/app/api/complete-booking/route";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { addDays, dbDate, practiceToday } from "@/lib/booking/dates";
import { db } from "@/lib/db";
import { PROMO_MESSAGES } from "@/lib/offers/discount";
import { SERVICE_LIMIT_MESSAGES } from "@/lib/booking/policy";
import { BOOKING_MESSAGES } from "@/lib/validations/booking";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { bookableDate, request, slotAt } from "../booking/helpers";
import { billingAddress, createAppointment } from "./helpers";

// Free services and promo codes, through the routes the wizard calls: the rules are the server's.

afterEach(() => loginAs(null));

const tag = () => randomBytes(4).toString("hex").toUpperCase();
const apply = (id: number, code: string) => call(applyCodeRoute, { method: "POST", params: { id: String(id) }, body: { code } });
const intentFor = (id: number) => call(createIntentRoute, { method: "POST", body: { appointmentId: id, billingAddress } });
const complete = (body: unknown) => call(completeRoute, { method: "POST", body });

async function freeConsultation(overrides: { newClientsOnly?: boolean; onePerClient?: boolean } = {}) {
  const slug = `free-consultation-${tag().toLowerCase()}`;
  return db.service.create({
    data: {
      slug,
      name: "Free 30-minute consultation",
      category: "hypnotherapy",
      duration: 30,
      isVirtual: true,
      price: 0,
      description: "A short video call to talk about what you would like to change.",
      newClientsOnly: overrides.newClientsOnly ?? true,
      onePerClient: overrides.onePerClient ?? true,
      consentRequired: false,
    },
  });
}

async function promoCode(data: Partial<Parameters<typeof db.promoCode.create>[0]["data"]> = {}) {
  return db.promoCode.create({ data: { code: `TEST-${tag()}`, percentOff: 25, ...data } });
}

/** A logged-in client holding the virtual hypnotherapy session ($120, taxed at the billing address). */
async function clientWithHold(options: Parameters<typeof createAppointment>[1] = {}) {
  const user = await createUser();
  loginAs(user);
  const appointment = await createAppointment(user, options);
  return { user, appointment };
}

async function pay(paymentIntentId: string) {
  const paid = await call(testConfirmRoute, {
    method: "POST",
    body: { paymentIntentId, card: { number: "4242424242424242", expiry: "12/34", cvc: "123" } },
  });
  expect(paid.status).toBe(200);
}

describe("free services", () => {
  it("book without consent, payment intent, tax or receipt; the confirmation email says Free", async () => {
    const service = await freeConsultation();
    const { appointment } = await clientWithHold({ slug: service.slug, withConsent: false });

    const intent = await intentFor(appointment.id);
    expect(intent.status).toBe(409);
    expect(intent.json.message).toBe("This booking is free: complete it without a payment.");

    const done = await complete({ appointmentId: appointment.id });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ appointment: { id: appointment.id, status: "confirmed" }, payment: null, receiptUrl: null });

    const saved = await db.appointment.findUniqueOrThrow({
      where: { id: appointment.id },
      include: { payment: true, artifacts: true, emails: true },
    });
    expect(saved.status).toBe("confirmed");
    expect(saved.payment).toBeNull();
    expect(saved.artifacts.map((a) => a.artifactType)).not.toContain("payment_receipt");
    const confirmation = saved.emails.find((e) => e.to === saved.clientEmail);
    expect(confirmation?.text).toContain("Free");

    // Completing again answers the same confirmation and changes nothing.
    expect((await complete({ appointmentId: appointment.id })).status).toBe(200);
  });

  it("refuse a second booking of a once-per-client service, and a new-clients-only service to a returning client", async () => {
    const service = await freeConsultation({ newClientsOnly: false, onePerClient: true });
    const { user } = await clientWithHold({ slug: service.slug, withConsent: false, status: "confirmed", holdExpiresAt: null });
    const slot = await slotAt(await bookableDate(3, 6), "10:00");

    const again = await call(holdRoute, { method: "POST", body: request(slot, service.id, { clientEmail: user.email }) });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(SERVICE_LIMIT_MESSAGES.onePerClient);

    // Booked before under another account with the same email: not a new client.
    const newClientsOnly = await freeConsultation({ newClientsOnly: true, onePerClient: false });
    const other = await createUser();
    loginAs(other);
    const refused = await call(holdRoute, { method: "POST", body: request(slot, newClientsOnly.id, { clientEmail: user.email }) });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(SERVICE_LIMIT_MESSAGES.newClientsOnly);
  });

  it("a free hold cannot be completed once the client has booked since (checked again at confirmation)", async () => {
    const service = await freeConsultation({ newClientsOnly: true, onePerClient: false });
    const { user, appointment } = await clientWithHold({ slug: service.slug, withConsent: false });
    await createAppointment(user, { status: "confirmed", holdExpiresAt: null });
    const done = await complete({ appointmentId: appointment.id });
    expect(done.status).toBe(409);
    expect(done.json.message).toBe(SERVICE_LIMIT_MESSAGES.newClientsOnly);
  });

  it("a service that needs consent still refuses a hold without it", async () => {
    const user = await createUser();
    loginAs(user);
    const service = await db.service.findUniqueOrThrow({ where: { slug: "hypnotherapy-virtual-session" } });
    const slot = await slotAt(await bookableDate(3, 6), "11:00");
    const res = await call(holdRoute, { method: "POST", body: request(slot, service.id) });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({ consentFormId: BOOKING_MESSAGES.consentMissing });
  });
});

describe("promo codes", () => {
  it("take their discount off before tax; the payment stores the code and the discount", async () => {
    const code = await promoCode({ percentOff: 25 });
    const { appointment } = await clientWithHold();

    const applied = await apply(appointment.id, ` ${code.code.toLowerCase()} `);
    expect(applied.status).toBe(200);
    expect(applied.json).toEqual({ code: code.code, priceCents: 12000, discountCents: 3000, dueCents: 9000 });

    // $90 taxed at North Carolina's 4.75%: $4.275, charged as $4.28.
    const intent = await intentFor(appointment.id);
    expect(intent.status).toBe(200);
    expect(intent.json).toMatchObject({ subtotal: 9000, discountCents: 3000, promoCode: code.code, taxAmount: 428, amount: 9428 });
    await pay(intent.json.paymentIntentId as string);
    const done = await complete({ appointmentId: appointment.id, paymentIntentId: intent.json.paymentIntentId });
    expect(done.status).toBe(200);

    const payment = await db.payment.findUniqueOrThrow({ where: { appointmentId: appointment.id } });
    expect(payment).toMatchObject({ subtotalCents: 9000, discountCents: 3000, promoCode: code.code, taxCents: 428, amountCents: 9428 });

    // Cancelling within the policy refunds what was paid: the discounted price and its tax.
    const cancelled = await call(cancelRoute, { method: "POST", params: { id: String(appointment.id) }, body: {} });
    expect(cancelled.status).toBe(200);
    expect(await db.payment.findUniqueOrThrow({ where: { appointmentId: appointment.id } })).toMatchObject({
      refundStatus: "refunded",
      refundedCents: 9428,
    });
  });

  it("a reschedule keeps the discounted price paid", async () => {
    const code = await promoCode({ percentOff: 25 });
    const { appointment } = await clientWithHold();
    await apply(appointment.id, code.code);
    const intent = await intentFor(appointment.id);
    await pay(intent.json.paymentIntentId as string);
    expect((await complete({ appointmentId: appointment.id, paymentIntentId: intent.json.paymentIntentId })).status).toBe(200);

    loginAs(await createUser({ isAdmin: true }));
    // Beyond the far-future times the payment tests' bookings take (./helpers.ts), so it overlaps none.
    const farLater = "2049-06-01";
    const moved = await call(ownerRescheduleRoute, {
      method: "POST",
      params: { id: String(appointment.id) },
      body: { date: farLater, time: "06:30", override: true },
    });
    expect(moved.status).toBe(200);
    const after = await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, include: { payment: true } });
    expect(after.startsAt).not.toEqual(appointment.startsAt);
    expect(after).toMatchObject({ promoCodeId: code.id, discountCents: 3000 });
    expect(after.payment).toMatchObject({ subtotalCents: 9000, discountCents: 3000, amountCents: 9428, refundStatus: "none" });
  });

  it("a fixed amount never takes more than the price, and removing the code restores it", async () => {
    const code = await promoCode({ percentOff: null, amountOffCents: 50_000 });
    const { appointment } = await clientWithHold();
    expect((await apply(appointment.id, code.code)).json).toMatchObject({ discountCents: 12000, dueCents: 0 });
    const removed = await call(removeCodeRoute, { method: "DELETE", params: { id: String(appointment.id) } });
    expect(removed.json).toEqual({ code: null, priceCents: 12000, discountCents: 0, dueCents: 12000 });
  });

  it("a code that takes the whole price off confirms without payment and closes an intent made before it", async () => {
    const code = await promoCode({ percentOff: 100 });
    const { appointment } = await clientWithHold();
    expect((await intentFor(appointment.id)).status).toBe(200);
    expect((await apply(appointment.id, code.code)).json).toMatchObject({ dueCents: 0 });
    expect((await intentFor(appointment.id)).status).toBe(409);

    const done = await complete({ appointmentId: appointment.id });
    expect(done.status).toBe(200);
    const saved = await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, include: { payment: true } });
    expect(saved).toMatchObject({ status: "confirmed", discountCents: 12000, promoCodeId: code.id, payment: null });

    // The client's list says Free (nothing was or is to be paid); cancelling refunds nothing.
    const mine = await call(userAppointmentsRoute, { method: "GET" });
    const listed = (mine.json as unknown as { id: number; amountCents: number; paymentComplete: boolean }[]).find(
      (a) => a.id === appointment.id,
    );
    expect(listed).toMatchObject({ amountCents: 0, paymentComplete: false });
    const cancelled = await call(cancelRoute, { method: "POST", params: { id: String(appointment.id) }, body: {} });
    expect(cancelled.status).toBe(200);
    expect(await db.payment.count({ where: { appointmentId: appointment.id } })).toBe(0);
  });

  it("a booking with something to pay is never completed without payment", async () => {
    const { appointment } = await clientWithHold();
    const res = await complete({ appointmentId: appointment.id });
    expect(res.status).toBe(402);
    expect(res.json.message).toBe("This booking has a price: please pay to complete it.");
  });

  it("say why a code is refused", async () => {
    const today = practiceToday();
    const services = await db.service.findMany({ where: { slug: "private-yoga-virtual" }, select: { id: true } });
    const refusals: Array<[Partial<Parameters<typeof db.promoCode.create>[0]["data"]> | null, string]> = [
      [null, PROMO_MESSAGES.unknown],
      [{ active: false }, PROMO_MESSAGES.inactive],
      [{ startsOn: dbDate(addDays(today, 1)) }, PROMO_MESSAGES.notYet],
      [{ endsOn: dbDate(addDays(today, -1)) }, PROMO_MESSAGES.expired],
      [{ services: { connect: services } }, PROMO_MESSAGES.service],
    ];
    const { appointment } = await clientWithHold();
    for (const [data, message] of refusals) {
      const code = data ? (await promoCode(data)).code : "NO-SUCH-CODE";
      const res = await apply(appointment.id, code);
      expect(res.status, message).toBe(400);
      expect(res.json.fieldErrors).toEqual({ code: message });
    }
    // The first and the last day count.
    const edges = await promoCode({ startsOn: dbDate(today), endsOn: dbDate(today) });
    expect((await apply(appointment.id, edges.code)).status).toBe(200);
  });

  it("refuse a new-clients code to a returning client, and a client's second use beyond their limit", async () => {
    const newClients = await promoCode({ newClientsOnly: true });
    const { user, appointment } = await clientWithHold();
    await createAppointment(user, { status: "completed", holdExpiresAt: null });
    expect((await apply(appointment.id, newClients.code)).json.message).toBe(PROMO_MESSAGES.newClients);

    const oncePerClient = await promoCode({ maxUsesPerClient: 1 });
    const used = await createAppointment(user, { status: "confirmed", holdExpiresAt: null });
    await db.appointment.update({ where: { id: used.id }, data: { promoCodeId: oncePerClient.id, discountCents: 3000 } });
    expect((await apply(appointment.id, oncePerClient.code)).json.message).toBe(PROMO_MESSAGES.perClient);
  });

  it("give a limited code's use back when its booking is cancelled before the session or its hold runs out", async () => {
    const code = await promoCode({ maxUses: 1 });
    const first = await clientWithHold();
    expect((await apply(first.appointment.id, code.code)).status).toBe(200);

    const second = await clientWithHold();
    expect((await apply(second.appointment.id, code.code)).json.message).toBe(PROMO_MESSAGES.usedUp);

    // The first hold runs out: its use is free again.
    await db.appointment.update({ where: { id: first.appointment.id }, data: { holdExpiresAt: new Date(Date.now() - 1000) } });
    expect((await apply(second.appointment.id, code.code)).status).toBe(200);

    // Booked, then cancelled before the session: free again for a third client.
    await db.appointment.update({ where: { id: second.appointment.id }, data: { status: "confirmed", holdExpiresAt: null } });
    const third = await clientWithHold();
    expect((await apply(third.appointment.id, code.code)).json.message).toBe(PROMO_MESSAGES.usedUp);
    await db.appointment.update({ where: { id: second.appointment.id }, data: { status: "cancelled", cancelledAt: new Date() } });
    expect((await apply(third.appointment.id, code.code)).status).toBe(200);
  });

  it("the last use of a limited code goes to exactly one of 20 clients applying it at once", async () => {
    const code = await promoCode({ maxUses: 1 });
    const holds = [];
    for (let i = 0; i < 20; i++) holds.push((await clientWithHold()).user);
    const appointments = await db.appointment.findMany({
      where: { userId: { in: holds.map((u) => u.id) } },
      select: { id: true, userId: true },
    });
    // Each client applies from their own session: the session is read per call, so call the domain with each user.
    const { applyPromoCode } = await import("@/lib/appointments/promo-code");
    const results = await Promise.allSettled(appointments.map((a) => applyPromoCode({ id: a.userId! }, a.id, code.code)));
    const won = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const r of refused) expect(r.reason).toMatchObject({ status: 400, message: PROMO_MESSAGES.usedUp });
    expect(await db.appointment.count({ where: { promoCodeId: code.id } })).toBe(1);
  });
});
