import { expect, type Page, type PlaywrightWorkerArgs } from "@playwright/test";
import { signConsentThroughApi } from "./booking-resume";

// Helpers of the time-zone and calendar specs.

export const PRACTICE_ZONE = "America/New_York";

/** Today's date in the practice's zone plus `days`, as yyyy-MM-dd. */
export function practiceDate(days = 0, now = new Date()): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: PRACTICE_ZONE }).format(now);
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const weekdayOf = (key: string) => new Date(`${key}T00:00:00Z`).getUTCDay();

/** "9:30 AM" -> minutes after midnight. */
export function minutesOf(time: string): number {
  const [, h, m, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time) ?? [];
  if (!h) throw new Error(`not a time: ${time}`);
  return ((Number(h) % 12) + (half === "PM" ? 12 : 0)) * 60 + Number(m);
}

/** The client's account as the server has it. */
export async function accountTimeZone(page: Page): Promise<string | null> {
  const res = await page.request.get("/api/user");
  expect(res.status()).toBe(200);
  return ((await res.json()) as { timeZone: string | null }).timeZone;
}

type Service = { id: number; name: string };
type Slot = { id: number; practitionerId: number; date: string; startTime: string };

/**
 * Fills `date` for `serviceName`: holds its first free time as a new client (a client holds one
 * time at a time), through the public API, until the day offers no time for that service. Filling
 * rather than holding fixed times keeps the day full whatever other specs booked on it before.
 */
export async function fillDayAsOtherClients(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  { date, serviceName }: { date: string; serviceName: string },
) {
  for (let round = 0; round < 20; round++) {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const octet = () => Math.floor(Math.random() * 254) + 1;
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` },
    });
    try {
      const services = [
        ...((await (await api.get("/api/services/hypnotherapy")).json()) as Service[]),
        ...((await (await api.get("/api/services/yoga")).json()) as Service[]),
      ];
      const service = services.find((s) => s.name === serviceName);
      if (!service) throw new Error(`no service ${serviceName}`);
      const [slot] = (await (await api.get(`/api/time-slots?date=${date}&serviceId=${service.id}`)).json()) as Slot[];
      if (!slot) return; // full
      const registered = await api.post("/api/register", {
        data: {
          username: `holder_${id}`,
          password: "calm-and-centred-42",
          email: `holder.${id}@example.com`,
          firstName: "Other",
          lastName: "Client",
          phone: "8285550111",
        },
      });
      expect(registered.status(), await registered.text()).toBe(201);
      const consentFormId = await signConsentThroughApi({ request: api }, service.name);
      const held = await api.post("/api/appointments", {
        data: {
          serviceId: service.id,
          timeSlotId: slot.id,
          practitionerId: slot.practitionerId,
          date,
          time: slot.startTime,
          clientFirstName: "Other",
          clientLastName: "Client",
          clientEmail: `holder.${id}@example.com`,
          clientPhone: "8285550111",
          consentFormId,
        },
      });
      // 409: someone else took it meanwhile; the next round reads the day again.
      expect([201, 409], await held.text()).toContain(held.status());
    } finally {
      await api.dispose();
    }
  }
  throw new Error(`${date} still has free times for ${serviceName} after 20 holds`);
}
