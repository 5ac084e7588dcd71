import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

import { uniqueClientIp } from "./network";

// Admin e2e support: the seeded admin's login and bookings made through the public API (a fresh
// client registers, signs consent, reserves and, when asked, pays with the test card), so the
// dashboard has real appointments with payments and documents to show.

export const ADMIN = { username: process.env.ADMIN_USERNAME ?? "admin", password: process.env.ADMIN_PASSWORD ?? "admin-dev-password" };

/** A valid 1x1 PNG: the consent PDF embeds it as the signature. */
const SIGNATURE = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";

export type BookedAppointment = {
  id: number;
  date: string;
  time: string;
  startsAt: string;
  serviceName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  paid: boolean;
  /** The client's login, for acting as them afterwards. */
  username: string;
  password: string;
};

let counter = 0;
const uid = () =>
  `${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

const addDays = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function ok<T>(res: Awaited<ReturnType<APIRequestContext["post"]>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/**
 * Books a session as a new client, far enough ahead (30 to 58 days) that it never takes the
 * times the booking wizard's tests pick. Tries later days when a day is full or a time was taken.
 */
export async function bookAppointment(
  baseURL: string,
  {
    pay = true,
    serviceId = 1,
    firstName = "Avery",
    lastName = `Quinn${uid().slice(-4)}`,
    email,
    daysAhead,
    promoCode,
  }: {
    pay?: boolean;
    serviceId?: number;
    firstName?: string;
    lastName?: string;
    email?: string;
    daysAhead?: number;
    /** A code applied to the hold before paying, as the payment step's "Have a code?" does. */
    promoCode?: string;
  } = {},
): Promise<BookedAppointment> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": uniqueClientIp() } });
  try {
    const id = uid();
    const user = {
      username: `admin_e2e_${id}`,
      password: "calm-and-centred-42",
      email: email ?? `admin.e2e.${id}@example.com`,
      firstName,
      lastName,
      phone: "8285550123",
    };
    await ok(await api.post("/api/register", { data: user }), "register");
    const service = await ok<{ name: string }>(await api.get(`/api/services/${serviceId}`), "service");
    const consent = await ok<{ id: number }>(
      await api.post("/api/submit-consent-form", {
        data: {
          fullName: `${firstName} ${lastName}`,
          email: user.email,
          phone: user.phone,
          signatureData: SIGNATURE,
          serviceSelected: service.name,
          serviceId,
          agreeToTerms: true,
        },
      }),
      "consent",
    );

    const start = daysAhead ?? 30 + Math.floor(Math.random() * 26);
    for (let offset = 0; offset < 10; offset++) {
      const date = addDays(start + offset);
      const slots = await ok<{ id: number; practitionerId: number; date: string; startTime: string; startsAt: string }[]>(
        await api.get(`/api/time-slots?date=${date}&serviceId=${serviceId}`),
        "slots",
      );
      // A random free time of the day, so tests running side by side rarely want the same one.
      for (const slot of [...slots].sort(() => Math.random() - 0.5).slice(0, 3)) {
        const res = await api.post("/api/appointments", {
          data: {
            date: slot.date,
            time: slot.startTime,
            timeSlotId: slot.id,
            serviceId,
            practitionerId: slot.practitionerId,
            clientFirstName: firstName,
            clientLastName: lastName,
            clientEmail: user.email,
            clientPhone: user.phone,
            notes: "Prefers a quiet start; first session.",
            consentFormId: consent.id,
          },
        });
        if (res.status() === 409) continue;
        const appointment = await ok<{ id: number }>(res, "appointment");
        if (promoCode)
          await ok(await api.post(`/api/appointments/${appointment.id}/promo-code`, { data: { code: promoCode } }), "promo code");
        if (pay) {
          const intent = await ok<{ paymentIntentId: string }>(
            await api.post("/api/create-payment-intent", {
              data: {
                appointmentId: appointment.id,
                billingAddress: { line1: "12 Main Street", city: "Asheville", state: "NC", postal_code: "28801", country: "US" },
              },
            }),
            "payment intent",
          );
          await ok(
            await api.post("/api/test-payments/confirm", {
              data: {
                paymentIntentId: intent.paymentIntentId,
                card: { number: "4242424242424242", expiry: "12/34", cvc: "123" },
                billingDetails: { name: `${firstName} ${lastName}` },
              },
            }),
            "test payment",
          );
          await ok(
            await api.post("/api/complete-booking", { data: { appointmentId: appointment.id, paymentIntentId: intent.paymentIntentId } }),
            "complete booking",
          );
        }
        return {
          id: appointment.id,
          date: slot.date,
          time: slot.startTime,
          startsAt: slot.startsAt,
          serviceName: service.name,
          firstName,
          lastName,
          email: user.email,
          phone: user.phone,
          paid: pay,
          username: user.username,
          password: user.password,
        };
      }
    }
    throw new Error("no free time found to book");
  } finally {
    await api.dispose();
  }
}

/** Signs the seeded admin in through the API; the page's context gets the session cookie. */
export async function loginAsAdmin(page: Page) {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
  const res = await page.request.post("/api/admin/login", { data: ADMIN });
  expect(res.status(), await res.text()).toBe(200);
}
