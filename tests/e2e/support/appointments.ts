import { expect, type Page } from "@playwright/test";

import { signConsentThroughApi } from "./booking-resume";

// Books and pays a session through the JSON API as the logged-in test user (the test payment
// provider's success card), so pages that read the user's bookings on the server have real data
// to show. Days far ahead keep clear of the booking specs, which book the first days.

type Service = { id: number; isVirtual: boolean; name: string; price: number };
type Slot = { id: number; practitionerId: number; date: string; startTime: string; startsAt: string };

export type BookedSession = { appointmentId: number; serviceName: string; date: string; time: string; startsAt: string };

const dateKey = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

async function findService(page: Page, match: (s: Service) => boolean): Promise<Service> {
  for (const category of ["hypnotherapy", "yoga"]) {
    const services = (await (await page.request.get(`/api/services/${category}`)).json()) as Service[];
    const found = services.find(match);
    if (found) return found;
  }
  throw new Error("no such service in the seed");
}

/**
 * A paid booking of the service named (or the first paid virtual hypnotherapy session), its consent
 * form signed first, on a random free time 25 to 55 days ahead.
 */
export async function bookSession(page: Page, { serviceName }: { serviceName?: string } = {}): Promise<BookedSession> {
  const service = await findService(page, serviceName ? (s) => s.name === serviceName : (s) => s.isVirtual && s.price > 0);
  const consentFormId = await signConsentThroughApi(page, service.name);

  for (let attempt = 0; attempt < 20; attempt++) {
    const date = dateKey(25 + Math.floor(Math.random() * 30));
    const slots = (await (await page.request.get(`/api/time-slots?date=${date}&serviceId=${service.id}`)).json()) as Slot[];
    if (!Array.isArray(slots) || slots.length === 0) continue;
    const slot = slots[Math.floor(Math.random() * slots.length)];
    const reserved = await page.request.post("/api/appointments", {
      data: {
        serviceId: service.id,
        timeSlotId: slot.id,
        practitionerId: slot.practitionerId,
        date: slot.date,
        time: slot.startTime,
        clientFirstName: "Avery",
        clientLastName: "Quinn",
        clientEmail: "avery.quinn@example.com",
        clientPhone: "8285550199",
        consentFormId,
      },
    });
    if (reserved.status() === 409) continue; // taken meanwhile by a parallel test
    expect(reserved.status(), await reserved.text()).toBe(201);
    const appointmentId = ((await reserved.json()) as { id: number }).id;

    const billingAddress = { line1: "12 Main Street", city: "Asheville", state: "NC", postal_code: "28801", country: "US" };
    const intent = await page.request.post("/api/create-payment-intent", { data: { appointmentId, billingAddress } });
    expect(intent.status(), await intent.text()).toBe(200);
    const { paymentIntentId } = (await intent.json()) as { paymentIntentId: string };
    const paid = await page.request.post("/api/test-payments/confirm", {
      data: { paymentIntentId, card: { number: "4242424242424242", expiry: "12/34", cvc: "123" }, billingDetails: { name: "Avery Quinn" } },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const completed = await page.request.post("/api/complete-booking", { data: { appointmentId, paymentIntentId } });
    expect(completed.status(), await completed.text()).toBe(200);
    return { appointmentId, serviceName: service.name, date: slot.date, time: slot.startTime, startsAt: slot.startsAt };
  }
  throw new Error(`no free time found for ${service.name}`);
}

export async function bookVirtualSession(page: Page): Promise<{ appointmentId: number; serviceName: string }> {
  const { appointmentId, serviceName } = await bookSession(page);
  return { appointmentId, serviceName };
}
