import { z } from "zod";
import { idField } from "@/lib/validations/fields";

// The owner's calendar form (name and secret iCal address): one set of rules for the form and the
// server. Whether the address is fetchable (https, a public host, a calendar) is the server's check.

export const OWNER_CALENDAR_LIMITS = { nameMax: 80, urlMax: 2000 } as const;

export const OWNER_CALENDAR_MESSAGES = {
  name: `Enter a name for the calendar (up to ${OWNER_CALENDAR_LIMITS.nameMax} characters), e.g. Personal.`,
  url: "Paste the calendar's secret or public iCal address (https://... or webcal://...).",
  notFound: "Calendar not found.",
  conflictNotFound: "That booking no longer conflicts with your calendar.",
} as const;

export const ownerCalendarInputSchema = z.object({
  name: z
    .string(OWNER_CALENDAR_MESSAGES.name)
    .trim()
    .min(1, OWNER_CALENDAR_MESSAGES.name)
    .max(OWNER_CALENDAR_LIMITS.nameMax, OWNER_CALENDAR_MESSAGES.name),
  url: z
    .string(OWNER_CALENDAR_MESSAGES.url)
    .trim()
    .min(1, OWNER_CALENDAR_MESSAGES.url)
    .max(OWNER_CALENDAR_LIMITS.urlMax, OWNER_CALENDAR_MESSAGES.url),
});
export type OwnerCalendarInput = z.infer<typeof ownerCalendarInputSchema>;

/** A button's form naming one calendar (Sync now, Remove). */
export const ownerCalendarIdSchema = z.object({ id: idField(OWNER_CALENDAR_MESSAGES.notFound) });

/** "Keep" on a conflict: the booking. */
export const calendarConflictKeepSchema = z.object({ appointmentId: idField(OWNER_CALENDAR_MESSAGES.conflictNotFound) });
