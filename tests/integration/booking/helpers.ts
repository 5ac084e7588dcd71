import { addDays, dbDate, earliestBookableDate, weekdayOf } from "@/lib/booking/dates";
import { ensureTimeSlots } from "@/lib/booking/slots";
import { db } from "@/lib/db";
import { createPendingAppointment } from "@/lib/appointments/hold";
import type { AppointmentRequest } from "@/lib/validations/booking";
import { createConsent } from "../payments/helpers";

// Shared fixtures of the booking tests. Each test books on its own date so they never collide.

export const serviceBySlug = (slug: string) => db.service.findUniqueOrThrow({ where: { slug } });

export const firstPractitioner = () => db.practitioner.findFirstOrThrow({ orderBy: { id: "asc" } });

/** The n-th date on or after `from` that falls on `weekday` (0 = Sunday). */
export function nthWeekday(from: string, weekday: number, n = 0): string {
  let key = from;
  while (weekdayOf(key) !== weekday) key = addDays(key, 1);
  return addDays(key, 7 * n);
}

/** A bookable date (real clock) on `weekday`, `n` weeks after the first one, with its slots generated. */
export async function bookableDate(weekday: number, n = 0): Promise<string> {
  const date = nthWeekday(earliestBookableDate(), weekday, n);
  await ensureTimeSlots();
  return date;
}

export async function slotAt(date: string, startTime: string, practitionerId?: number) {
  const p = practitionerId ?? (await firstPractitioner()).id;
  return db.timeSlot.findFirstOrThrow({ where: { practitionerId: p, date: dbDate(date), startTime } });
}

/** A hold request as the wizard sends it; `consentFormId: null` until someone signs (see `holdWithConsent`). */
export type UnsignedRequest = Omit<AppointmentRequest, "consentFormId"> & { consentFormId: number | null };

export function request(
  slot: { id: number; practitionerId: number; date: Date; startTime: string },
  serviceId: number,
  overrides: Partial<AppointmentRequest> = {},
): UnsignedRequest {
  return {
    serviceId,
    timeSlotId: slot.id,
    practitionerId: slot.practitionerId,
    date: slot.date.toISOString().slice(0, 10),
    time: slot.startTime,
    notes: null,
    clientFirstName: "Ana",
    clientLastName: "Diaz",
    clientEmail: "ana@example.com",
    clientPhone: "8285550101",
    subscribed: false,
    consentFormId: null,
    ...overrides,
  };
}

/** The user's consent form for the service, signed at `at` (default now), as step 1 of the wizard makes it. */
async function signConsent(user: { id: number }, serviceId: number, at?: Date) {
  const service = await db.service.findUniqueOrThrow({ where: { id: serviceId } });
  return (await createConsent(user, service, { at })).id;
}

/** request() as the wizard sends it for `user`: with their consent form for the service signed. */
export async function signedRequest(user: { id: number }, ...args: Parameters<typeof request>): Promise<AppointmentRequest> {
  const input = request(...args);
  return { ...input, consentFormId: input.consentFormId ?? (await signConsent(user, input.serviceId)) };
}

/**
 * createPendingAppointment as the wizard reaches it: with the user's consent form for the service,
 * signed at the test's "now" (so it covers the booking then) unless the request names one.
 */
export async function holdWithConsent(
  user: { id: number },
  input: UnsignedRequest,
  options: Parameters<typeof createPendingAppointment>[2] = {},
) {
  const consentFormId = input.consentFormId ?? (await signConsent(user, input.serviceId, options.now));
  return createPendingAppointment(user, { ...input, consentFormId }, options);
}

/** A 1x1 transparent PNG as a data URL. */
export const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
