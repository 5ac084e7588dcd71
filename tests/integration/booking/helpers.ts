import { addDays, dbDate, earliestBookableDate, weekdayOf } from "@/lib/booking/dates";
import { ensureTimeSlots } from "@/lib/booking/slots";
import { db } from "@/lib/db";
import type { AppointmentRequest } from "@/lib/validations/booking";

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

export function request(
  slot: { id: number; practitionerId: number; date: Date; startTime: string },
  serviceId: number,
  overrides: Partial<AppointmentRequest> = {},
): AppointmentRequest {
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

/** A 1x1 transparent PNG as a data URL. */
export const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=";
