import { z } from "zod";
import { daysBetween, isDateKey, minutesOf } from "@/lib/booking/dates";
import { formatTime12 } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import { idField } from "@/lib/validations/fields";

// The owner's availability input, one set of rules for the form and the server (field errors
// are keyed by path: "hours.3.end" is the end of the fourth interval sent).

const START = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An end may be midnight, written 24:00. */
const END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const MAX_INTERVALS_A_DAY = 8;

/** "14:00" -> "2:00 PM"; "24:00" -> "midnight" (as the owner reads times). */
export const clockTime = (hhmm: string) => (hhmm === "24:00" ? "midnight" : formatTime12(hhmm));
/** "9:00 AM-12:00 PM" */
export const intervalText = ({ start, end }: { start: string; end: string }) => `${clockTime(start)}-${clockTime(end)}`;
export const MAX_TIME_OFF_DAYS = 366;

export const AVAILABILITY_MESSAGES = {
  start: "Enter the start as HH:MM, from 00:00 to 23:59.",
  end: "Enter the end as HH:MM, up to 24:00.",
  weekday: "Weekday must be 0 (Sunday) to 6 (Saturday).",
  endAfterStart: "The end must be later than the start.",
  tooShort: `Make this at least ${siteConfig.booking.slotMinutes} minutes long: shorter hours offer no time to book.`,
  overlap: (other: string) => `This overlaps ${other} on the same day.`,
  tooMany: `At most ${MAX_INTERVALS_A_DAY} intervals a day.`,
  practitioner: "Choose a practitioner.",
  from: "Enter the first day as a date (yyyy-MM-dd).",
  to: "Enter the last day as a date (yyyy-MM-dd).",
  toBeforeFrom: "The last day must be on or after the first day.",
  tooLong: `Time off can cover at most ${MAX_TIME_OFF_DAYS} days at a time.`,
  reason: "The reason must be at most 200 characters.",
  pastStart: "Time off must start today or later.",
  alreadyOff: "Every day in this range is already time off.",
  holidayDate: "Enter the holiday's date (yyyy-MM-dd).",
  notHoliday: "That date is not a US federal holiday in the booking window.",
  appointmentIds: "Appointment ids must be a list of whole numbers.",
  cancelNotShown: "Only bookings you were shown can be cancelled.",
} as const;

const M = AVAILABILITY_MESSAGES;

const intervalSchema = z.object({
  weekday: z.number(M.weekday).int(M.weekday).min(0, M.weekday).max(6, M.weekday),
  start: z.string(M.start).trim().regex(START, M.start),
  end: z.string(M.end).trim().regex(END, M.end),
});

/** A whole week of intervals: each valid, none overlapping another of its day, at most 8 a day. */
export const weekHoursSchema = z
  .array(intervalSchema, "Hours must be a list of intervals.")
  .max(7 * MAX_INTERVALS_A_DAY, M.tooMany)
  .superRefine((all, ctx) => {
    // Rows with a malformed field already have their message; the rules below compare the rest.
    const rows = all.map((row) =>
      Number.isInteger(row.weekday) && row.weekday >= 0 && row.weekday <= 6 && START.test(row.start) && END.test(row.end) ? row : null,
    );
    rows.forEach((row, i) => {
      if (!row) return;
      if (minutesOf(row.end) <= minutesOf(row.start)) ctx.addIssue({ code: "custom", path: [i, "end"], message: M.endAfterStart });
      else if (minutesOf(row.end) - minutesOf(row.start) < siteConfig.booking.slotMinutes)
        ctx.addIssue({ code: "custom", path: [i, "end"], message: M.tooShort });
    });
    for (let weekday = 0; weekday <= 6; weekday++) {
      const day = rows.flatMap((row, i) =>
        row && row.weekday === weekday && minutesOf(row.end) > minutesOf(row.start) ? [{ row, i }] : [],
      );
      if (day.length > MAX_INTERVALS_A_DAY)
        ctx.addIssue({ code: "custom", path: [day[MAX_INTERVALS_A_DAY].i, "start"], message: M.tooMany });
      // Each interval against the ones sent before it: the later one is marked.
      day.forEach(({ row, i }, k) => {
        const other = day
          .slice(0, k)
          .find(({ row: o }) => minutesOf(row.start) < minutesOf(o.end) && minutesOf(o.start) < minutesOf(row.end));
        if (other) ctx.addIssue({ code: "custom", path: [i, "start"], message: M.overlap(intervalText(other.row)) });
      });
    }
  });

const appointmentIds = z.array(idField(M.appointmentIds), M.appointmentIds).max(1000, M.appointmentIds);

/** The bookings the owner was shown (all of them) and the ones among them to cancel with a refund. */
const conflictChoice = {
  acknowledged: appointmentIds.default([]),
  cancel: appointmentIds.default([]),
};
const cancelOnlyShown = (body: { acknowledged: number[]; cancel: number[] }, ctx: z.RefinementCtx) => {
  const shown = new Set(body.acknowledged);
  if (body.cancel.some((id) => !shown.has(id))) ctx.addIssue({ code: "custom", path: ["cancel"], message: M.cancelNotShown });
};

const practitionerId = idField(M.practitioner);
const dateKey = (message: string) => z.string(message).trim().refine(isDateKey, message);
const optionalDateKey = (message: string) => z.preprocess((v) => (v === "" || v === null ? undefined : v), dateKey(message).optional());

export const hoursPreviewSchema = z.object({ practitionerId, hours: weekHoursSchema });
export const hoursSaveSchema = z.object({ practitionerId, hours: weekHoursSchema, ...conflictChoice }).superRefine(cancelOnlyShown);

const range = {
  practitionerId,
  from: dateKey(M.from),
  to: optionalDateKey(M.to),
};
const checkRange = (body: { from: string; to?: string }, ctx: z.RefinementCtx) => {
  const to = body.to ?? body.from;
  if (to < body.from) ctx.addIssue({ code: "custom", path: ["to"], message: M.toBeforeFrom });
  else if (daysBetween(body.from, to) + 1 > MAX_TIME_OFF_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: M.tooLong });
};
const withTo = <T extends { from: string; to?: string }>(body: T) => ({ ...body, to: body.to ?? body.from });

export const timeOffRangeSchema = z.object(range).superRefine(checkRange).transform(withTo);
export const timeOffCreateSchema = z
  .object({
    ...range,
    reason: z.preprocess((v) => (v === null ? undefined : v), z.string(M.reason).trim().max(200, M.reason).optional()),
    ...conflictChoice,
  })
  .superRefine(checkRange)
  .superRefine(cancelOnlyShown)
  .transform((body) => ({ ...withTo(body), reason: body.reason || null }));

export const holidayCloseSchema = z
  .object({ practitionerId, date: dateKey(M.holidayDate), ...conflictChoice })
  .superRefine(cancelOnlyShown);

export const practitionerQuerySchema = z.object({ practitionerId: practitionerId.optional() });

export type HoursSaveInput = z.infer<typeof hoursSaveSchema>;
export type TimeOffRangeInput = z.infer<typeof timeOffRangeSchema>;
export type TimeOffCreateInput = z.infer<typeof timeOffCreateSchema>;
export type HolidayCloseInput = z.infer<typeof holidayCloseSchema>;
