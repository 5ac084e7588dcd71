import { z } from "zod";
import { isDateKey } from "@/lib/validations/date-keys";
import { timeZoneName } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";

// What a client sends to join the waitlist, and what the owner sends to offer a time by hand: one
// rule for the forms and the server.

/** A waiting client names 1 to this many dates per entry. */
export const WAITLIST_MAX_DATES = 7;
/** Entries a client may have waiting at once (each for one service). */
export const WAITLIST_MAX_ENTRIES = 5;

export const DAY_PARTS = ["morning", "afternoon", "evening"] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** The parts of the day as the practice's clock splits them (the same split as the date step's groups). */
// Named, because a client elsewhere reads the wizard's times in their own zone.
const PRACTICE_CLOCK = timeZoneName(siteConfig.timeZone);

export const DAY_PART_LABELS: Record<DayPart, string> = {
  morning: `Morning (before noon ${PRACTICE_CLOCK})`,
  afternoon: `Afternoon (noon to 5 PM ${PRACTICE_CLOCK})`,
  evening: `Evening (from 5 PM ${PRACTICE_CLOCK})`,
};

export const WAITLIST_MESSAGES = {
  dates: "Please choose at least one date.",
  tooManyDates: `Please choose at most ${WAITLIST_MAX_DATES} dates.`,
  date: "Please choose valid dates.",
  tooManyEntries: `You are already on the waitlist ${WAITLIST_MAX_ENTRIES} times. Please leave an entry in My Appointments before adding another.`,
  alreadyWaiting: "You are already on the waitlist for this service on one of these dates.",
  outsideWindow: "Please choose dates that can be booked online.",
  offerExpired: "This offer has expired: the time was held for you for 30 minutes.",
  offerReleased: "This time is no longer held for you: another booking was started, or the practice changed its hours that day.",
  otherClient: "This offer was sent to another client. Please log in with the account it was sent to.",
  clientHasOffer: "This client already has a time on offer. Please wait until it is booked or runs out.",
  notWaiting: "This client is no longer on the waitlist.",
  timeNotFree: "This time is not free for this service. Please choose another.",
} as const;

export const joinWaitlistSchema = z.object({
  serviceId: z.coerce.number().int().positive("Please choose a service."),
  dates: z
    .array(z.string().refine(isDateKey, WAITLIST_MESSAGES.date), WAITLIST_MESSAGES.dates)
    .min(1, WAITLIST_MESSAGES.dates)
    .max(WAITLIST_MAX_DATES, WAITLIST_MESSAGES.tooManyDates),
  dayPart: z.enum(DAY_PARTS).nullish(),
});
export type JoinWaitlistInput = z.infer<typeof joinWaitlistSchema>;

export const offerByHandSchema = z.object({
  timeSlotId: z.coerce.number().int().positive("Please choose a time."),
});
