import { PDFDocument } from "pdf-lib";
import { afterEach, describe, expect, it } from "vitest";
import { GET as calendarRoute } from "@/app/api/appointments/[id]/calendar/route";
import { GET as receiptRoute } from "@/app/api/appointments/[id]/receipt/route";
import { POST as completeRoute } from "@/app/api/complete-booking/route";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { CANCEL_REASON } from "@/lib/booking/cancel-reasons";
import { cancellationPolicy } from "@/lib/booking/policy";
import { joinPageUrl } from "@/lib/booking/links";
import { db } from "@/lib/db";
import { siteConfig } from "@/lib/site-config";
import { call, createUser } from "../../support/api";
import { loginAs } from "../../support/session";
import { billingAddress, createAppointment, icsUtc, parseIcs } from "./helpers";

afterEach(() => loginAs(null));

const complete = (body: unknown) => call(completeRoute, { method: "POST", body });

async function paidAppointment(options: Parameters<typeof createAppointment>[1] = {}, { pay = true } = {}) {
  const user = await createUser({ firstName: "Jordan" });
  loginAs(user);
  const appointment = await createAppointment(user, options);
  const intent = await call(createIntentRoute, { method: "POST", body: { appointmentId: appointment.id, billingAddress } });
  expect(intent.status).toBe(200);
  const paymentIntentId = intent.json.paymentIntentId as string;
  if (pay) {
    const paid = await call(testConfirmRoute, {
      method: "POST",
      body: {
        paymentIntentId,
        card: { number: "4242424242424242", expiry: "12/34", cvc: "123" },
        billingDetails: { name: "Jordan Client" },
      },
    });
    expect(paid.status).toBe(200);
  }
  return { user, appointment, paymentIntentId };
}

describe("POST /api/complete-booking: verification", () => {
  it("answers a missing appointment id with the spec's message", async () => {
    loginAs(await createUser());
    const res = await complete({ paymentIntentId: "test_pi_x" });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("No appointment ID found. Please try booking again.");
    loginAs(null);
    expect((await complete({ appointmentId: 1, paymentIntentId: "test_pi_x" })).status).toBe(401);
  });

  it("never confirms an unpaid intent", async () => {
    const { appointment, paymentIntentId } = await paidAppointment({}, { pay: false });
    const res = await complete({ appointmentId: appointment.id, paymentIntentId });
    expect(res.status).toBe(402);
    expect(res.json.message).toBe("Your payment has not been completed yet. Please complete the payment and try again.");
    expect((await db.appointment.findUniqueOrThrow({ where: { id: appointment.id } })).status).toBe("pending");
  });

  it("never confirms with another appointment's payment", async () => {
    const paid = await paidAppointment();
    const other = await createAppointment(paid.user);
    const res = await complete({ appointmentId: other.id, paymentIntentId: paid.paymentIntentId });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This payment does not belong to this appointment.");
    expect((await db.appointment.findUniqueOrThrow({ where: { id: other.id } })).status).toBe("pending");
  });

  it("only the owner can complete", async () => {
    const { appointment, paymentIntentId } = await paidAppointment();
    loginAs(await createUser());
    expect((await complete({ appointmentId: appointment.id, paymentIntentId })).status).toBe(403);
    loginAs(await createUser({ isAdmin: true }));
    expect((await complete({ appointmentId: appointment.id, paymentIntentId })).status).toBe(403);
    expect((await complete({ appointmentId: 99999999, paymentIntentId })).status).toBe(404);
  });
});

describe("POST /api/complete-booking: confirmation", () => {
  it("confirms once and returns the same confirmation when called again", async () => {
    const { appointment, paymentIntentId } = await paidAppointment();
    const first = await complete({ appointmentId: appointment.id, paymentIntentId });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({
      appointment: {
        id: appointment.id,
        serviceName: "Clinical Hypnotherapy (Virtual)",
        date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        time: expect.stringMatching(/^\d{2}:\d{2}$/),
        startsAt: appointment.startsAt.toISOString(),
        endsAt: appointment.endsAt.toISOString(),
        isVirtual: true,
        location: "Virtual",
        zoomLink: `/appointments/${appointment.id}/join`,
        status: "confirmed",
      },
      calendar: {
        icsUrl: `/api/appointments/${appointment.id}/calendar`,
        googleUrl: expect.stringContaining("https://calendar.google.com/calendar/render?action=TEMPLATE"),
      },
      // From the stored payment: NC billing address, virtual session.
      payment: { subtotalCents: 12000, taxCents: 570, totalCents: 12570, taxRate: 0.0475, taxState: "NC" },
      receiptUrl: `/api/appointments/${appointment.id}/receipt`,
    });

    const again = await complete({ appointmentId: appointment.id, paymentIntentId });
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);

    const stored = await db.appointment.findUniqueOrThrow({ where: { id: appointment.id }, include: { payment: true } });
    expect(stored).toMatchObject({ status: "confirmed", holdExpiresAt: null });
    // Its own room, made with the confirmation (Jitsi without Zoom configured).
    const room = await db.videoRoom.findUniqueOrThrow({ where: { appointmentId: appointment.id } });
    expect(room).toMatchObject({ status: "ready", provider: "jitsi", startsAt: appointment.startsAt, nextAttemptAt: null });
    expect(room.joinUrl).toBe(`https://meet.jit.si/${room.externalId}`);
    expect(stored.confirmedAt).toBeInstanceOf(Date);
    expect(stored.payment).toMatchObject({ status: "succeeded", amountCents: 12570, paymentIntentId });
    expect(await db.artifact.count({ where: { appointmentId: appointment.id } })).toBe(3);
    const emails = await db.emailLog.findMany({
      where: { template: "booking-confirmation", attachments: { has: `appointment-${appointment.id}.ics` } },
    });
    expect(emails).toHaveLength(1);
  });

  it("concurrent completions confirm once and send one email", async () => {
    const { appointment, paymentIntentId } = await paidAppointment();
    const results = await Promise.all(Array.from({ length: 4 }, () => complete({ appointmentId: appointment.id, paymentIntentId })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(
      await db.emailLog.count({ where: { template: "booking-confirmation", attachments: { has: `appointment-${appointment.id}.ics` } } }),
    ).toBe(1);
    expect(await db.artifact.count({ where: { appointmentId: appointment.id } })).toBe(3);
  });

  it("creates the client's reminders from their preferences (default 24 hours and 1 hour before)", async () => {
    const { appointment, paymentIntentId } = await paidAppointment();
    await complete({ appointmentId: appointment.id, paymentIntentId });
    const reminders = await db.reminder.findMany({ where: { appointmentId: appointment.id }, orderBy: { scheduledFor: "asc" } });
    expect(reminders.map((r) => [r.reminderType, r.status, r.scheduledFor.getTime()])).toEqual([
      ["24hours", "pending", appointment.startsAt.getTime() - 24 * 3600_000],
      ["1hour", "pending", appointment.startsAt.getTime() - 3600_000],
    ]);
    // Completing again does not duplicate them.
    await complete({ appointmentId: appointment.id, paymentIntentId });
    expect(await db.reminder.count({ where: { appointmentId: appointment.id } })).toBe(2);
  });

  it("creates no reminders for a client with notifications off", async () => {
    const user = await createUser({ notificationsEnabled: false });
    loginAs(user);
    const appointment = await createAppointment(user);
    const intent = await call(createIntentRoute, { method: "POST", body: { appointmentId: appointment.id, billingAddress } });
    await call(testConfirmRoute, {
      method: "POST",
      body: { paymentIntentId: intent.json.paymentIntentId, card: { number: "4242424242424242", expiry: "12/34", cvc: "123" } },
    });
    const res = await complete({ appointmentId: appointment.id, paymentIntentId: intent.json.paymentIntentId });
    expect(res.status).toBe(200);
    expect(await db.reminder.count({ where: { appointmentId: appointment.id } })).toBe(0);
  });

  it("confirms a payment that completed just after the hold ran out, while the time is still free", async () => {
    const { appointment, paymentIntentId } = await paidAppointment();
    await db.appointment.update({ where: { id: appointment.id }, data: { holdExpiresAt: new Date(Date.now() - 60_000) } });
    expect((await complete({ appointmentId: appointment.id, paymentIntentId })).status).toBe(200);

    const released = await paidAppointment();
    await db.appointment.update({
      where: { id: released.appointment.id },
      data: { status: "cancelled", cancelReason: CANCEL_REASON.holdExpired },
    });
    const res = await complete({ appointmentId: released.appointment.id, paymentIntentId: released.paymentIntentId });
    expect(res.status).toBe(200);
    expect(await db.appointment.findUniqueOrThrow({ where: { id: released.appointment.id } })).toMatchObject({
      status: "confirmed",
      cancelReason: null,
    });
  });

  it("a released hold that was never paid cannot be completed", async () => {
    const { appointment, paymentIntentId } = await paidAppointment({}, { pay: false });
    await db.appointment.update({ where: { id: appointment.id }, data: { status: "cancelled", cancelReason: CANCEL_REASON.holdExpired } });
    const res = await complete({ appointmentId: appointment.id, paymentIntentId });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Your reservation has expired. Please choose your time again.");
  });

  it("signs the client up for the newsletter only when they ticked the box", async () => {
    const { appointment, paymentIntentId } = await paidAppointment();
    const email = `opt-in-${appointment.id}@example.com`;
    await db.appointment.update({ where: { id: appointment.id }, data: { subscribed: true, clientEmail: email } });
    expect((await complete({ appointmentId: appointment.id, paymentIntentId })).status).toBe(200);
    expect(await db.newsletterSubscriber.findUnique({ where: { email } })).toMatchObject({ unsubscribedAt: null });

    const other = await paidAppointment();
    expect((await complete({ appointmentId: other.appointment.id, paymentIntentId: other.paymentIntentId })).status).toBe(200);
    expect(await db.newsletterSubscriber.findUnique({ where: { email: other.appointment.clientEmail } })).toBeNull();
  });

  it("has no video link for an in-person session", async () => {
    const { appointment, paymentIntentId } = await paidAppointment({ slug: "hypnotherapy-in-person-session" });
    const res = await complete({ appointmentId: appointment.id, paymentIntentId });
    expect(res.json.appointment).toMatchObject({ isVirtual: false, location: "In-Person", zoomLink: null });
    expect(res.json.payment).toEqual({ subtotalCents: 14000, taxCents: 665, totalCents: 14665, taxRate: 0.0475, taxState: "NC" });
  });

  it("stores three valid documents: consent and receipt PDFs and an .ics in UTC", async () => {
    const { appointment, paymentIntentId } = await paidAppointment();
    await complete({ appointmentId: appointment.id, paymentIntentId });
    const artifacts = await db.artifact.findMany({ where: { appointmentId: appointment.id }, orderBy: { artifactType: "asc" } });
    expect(artifacts.map((a) => [a.artifactType, a.fileName, a.mimeType])).toEqual([
      ["consent_agreement", `consent-agreement-${appointment.id}.pdf`, "application/pdf"],
      ["payment_receipt", `payment-receipt-${appointment.id}.pdf`, "application/pdf"],
      ["ics_calendar", `appointment-${appointment.id}.ics`, "text/calendar; charset=utf-8"],
    ]);
    for (const a of artifacts) expect(a.fileSize).toBe(a.content.byteLength);

    for (const pdf of artifacts.filter((a) => a.mimeType === "application/pdf")) {
      const bytes = Buffer.from(pdf.content);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const doc = await PDFDocument.load(bytes);
      expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
      expect(doc.getAuthor()).toBe(siteConfig.name);
    }
    // The consent PDF embeds the signature image (an XObject image stream).
    const consent = Buffer.from(artifacts[0].content).toString("latin1");
    expect(consent).toMatch(/\/Subtype\s*\/Image/);

    const ics = Buffer.from(artifacts[2].content).toString("utf8");
    const [event, ...more] = parseIcs(ics);
    expect(more).toHaveLength(0);
    expect(icsUtc(event.DTSTART)).toEqual(appointment.startsAt);
    expect(icsUtc(event.DTEND)).toEqual(appointment.endsAt);
    expect(event).toMatchObject({
      LOCATION: joinPageUrl(appointment.id),
      STATUS: "CONFIRMED",
      SUMMARY: "Clinical Hypnotherapy (Virtual) with Maya Reyes",
    });
    expect(ics).toMatch(/ORGANIZER;CN="?Maya Reyes"?:mailto:info@serenitywellness.example/i);
  });

  it("emails the client a confirmation with the .ics attached and the video link", async () => {
    const { user, appointment, paymentIntentId } = await paidAppointment();
    await complete({ appointmentId: appointment.id, paymentIntentId });
    const email = await db.emailLog.findFirstOrThrow({
      where: { template: "booking-confirmation", attachments: { has: `appointment-${appointment.id}.ics` } },
    });
    expect(email.to).toBe(user.email);
    expect(email.subject).toContain("Booking confirmed: Clinical Hypnotherapy (Virtual) on ");
    expect(email.text).toContain(joinPageUrl(appointment.id));
    // The room itself is never emailed: the join page checks who opens it, and when.
    const room = await db.videoRoom.findUniqueOrThrow({ where: { appointmentId: appointment.id } });
    expect(email.text).not.toContain(room.joinUrl!);
    expect(email.html).not.toContain(room.externalId!);
    expect(email.text).toMatch(/\d{1,2}:\d{2} (AM|PM) E[SD]T/);
    expect(email.html).toContain("Join Session");
    // What was paid, itemised, the receipt attached, the policy and where to manage the booking.
    expect(email.attachments).toEqual([`appointment-${appointment.id}.ics`, `payment-receipt-${appointment.id}.pdf`]);
    expect(email.text).toContain("Subtotal: $120.00");
    expect(email.text).toContain("Sales tax (NC 4.75%): $5.70");
    expect(email.text).toContain("Total paid: $125.70");
    expect(email.text).toContain(`Cancellation policy: ${cancellationPolicy()}`);
    expect(email.text).toContain(`Manage your booking: My Appointments ${siteConfig.url}/appointments`);
  });

  it("an in-person booking's email: taxed at the practice's state whatever the billing address, managed in My Appointments", async () => {
    const user = await createUser();
    loginAs(user);
    const appointment = await createAppointment(user, { slug: "hypnotherapy-in-person-session" });
    const california = { line1: "500 Ocean Ave", city: "Los Angeles", state: "CA", postal_code: "90001", country: "US" };
    const intent = await call(createIntentRoute, { method: "POST", body: { appointmentId: appointment.id, billingAddress: california } });
    const paymentIntentId = intent.json.paymentIntentId as string;
    await call(testConfirmRoute, {
      method: "POST",
      body: { paymentIntentId, card: { number: "4242424242424242", expiry: "12/34", cvc: "123" } },
    });
    expect((await complete({ appointmentId: appointment.id, paymentIntentId })).status).toBe(200);
    const email = await db.emailLog.findFirstOrThrow({ where: { template: "booking-confirmation", appointmentId: appointment.id } });
    expect(email.text).toContain("Sales tax (NC 4.75%): $6.65");
    expect(email.text).toContain("Total paid: $146.65");
    expect(email.text).toContain(`Manage your booking: My Appointments ${siteConfig.url}/appointments`);
  });

  it("the receipt PDF downloads for its owner and admins only, once paid", async () => {
    const { user, appointment, paymentIntentId } = await paidAppointment({}, { pay: false });
    const params = { id: String(appointment.id) };
    const unpaid = await call(receiptRoute, { params });
    expect(unpaid.status).toBe(409);
    expect(unpaid.json.message).toBe("This appointment has not been paid, so it has no receipt yet.");
    await call(testConfirmRoute, {
      method: "POST",
      body: { paymentIntentId, card: { number: "4242424242424242", expiry: "12/34", cvc: "123" } },
    });
    await complete({ appointmentId: appointment.id, paymentIntentId });

    const res = await call(receiptRoute, { params });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toContain(`attachment; filename="payment-receipt-${appointment.id}.pdf"`);
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.text.startsWith("%PDF-")).toBe(true);

    // A receipt whose generation failed at confirmation is generated on demand.
    await db.artifact.deleteMany({ where: { appointmentId: appointment.id, artifactType: "payment_receipt" } });
    expect((await call(receiptRoute, { params })).status).toBe(200);

    loginAs(await createUser()); // another client: as if there were no such booking
    expect((await call(receiptRoute, { params })).status).toBe(404);
    loginAs(await createUser({ isAdmin: true }));
    expect((await call(receiptRoute, { params })).status).toBe(200);
    loginAs(null);
    expect((await call(receiptRoute, { params })).status).toBe(401);
    loginAs(user);
    expect((await call(receiptRoute, { params: { id: "99999999" } })).status).toBe(404);
  });

  it("a confirmed appointment's .ics downloads for its owner and admins only", async () => {
    const { user, appointment, paymentIntentId } = await paidAppointment();
    const params = { id: String(appointment.id) };
    expect((await call(calendarRoute, { params })).status).toBe(409); // not confirmed yet
    await complete({ appointmentId: appointment.id, paymentIntentId });

    const res = await call(calendarRoute, { params });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(`attachment; filename="appointment-${appointment.id}.ics"`);
    expect(res.text).toContain("BEGIN:VEVENT");

    loginAs(await createUser()); // another client: as if there were no such booking
    expect((await call(calendarRoute, { params })).status).toBe(404);
    loginAs(await createUser({ isAdmin: true }));
    expect((await call(calendarRoute, { params })).status).toBe(200);
    loginAs(user);
    expect((await call(calendarRoute, { params: { id: "abc" } })).status).toBe(400);
  });
});
