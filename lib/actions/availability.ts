"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";

import type { AdminAppointment } from "@/lib/admin/types";
import { parse } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { closeHoliday } from "@/lib/availability/holidays";
import { previewHoursChange, saveWorkingHours } from "@/lib/availability/hours";
import { createTimeOff, deleteTimeOff, previewTimeOff } from "@/lib/availability/time-off";
import type { HoursSaveResult, TimeOffSaveResult } from "@/lib/availability/types";
import { holidayCloseSchema, hoursSaveSchema, timeOffCreateSchema, timeOffRangeSchema } from "@/lib/availability/validation";
import { AppError } from "@/lib/errors";
import { formAction } from "./define";

// The owner's availability page. Each action calls the same domain function as its JSON route
// (app/api/admin/availability/...). A change that would leave live bookings outside the bookable
// times is refused by that function (409) unless the owner was shown them: the action then answers
// with those bookings (the routes' preview) for the owner to keep or cancel, and the form posts
// again naming them. So a form posted before the page hydrated saves, or comes back with the list.

/** Saved, or the bookings the owner must choose for first (`notice` when new ones appeared since). */
export type ConflictAnswer<R> =
  | { saved: R; conflicts?: undefined }
  | { saved?: undefined; conflicts: AdminAppointment[]; notice: string | null; values?: Record<string, string> };

async function saveOrAsk<R>(
  acknowledged: number[],
  save: () => Promise<R>,
  preview: () => Promise<AdminAppointment[]>,
  values?: Record<string, string>,
): Promise<{ data: ConflictAnswer<R> }> {
  try {
    const saved = await save();
    revalidatePath("/admin", "layout"); // the page, and the dashboard when bookings were cancelled
    return { data: { saved } };
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 409) throw error;
    return { data: { conflicts: await preview(), notice: acknowledged.length ? error.message : null, values } };
  }
}

export const addTimeOffAction = formAction(
  { name: "availability.time-off.add", schema: timeOffCreateSchema, access: "admin" },
  async ({ input, user }) =>
    saveOrAsk<TimeOffSaveResult>(
      input.acknowledged,
      () => createTimeOff(auditActor(user), input),
      async () => (await previewTimeOff(input)).conflicts,
      // What was typed, shown again while the owner chooses (a blank last day is the first day).
      { from: input.from, to: input.to === input.from ? "" : input.to, reason: input.reason ?? "" },
    ),
);

export const removeTimeOffAction = formAction(
  { name: "availability.time-off.remove", schema: timeOffRangeSchema, access: "admin" },
  async ({ input, user }) => {
    await deleteTimeOff(auditActor(user), input);
    revalidatePath("/admin/availability");
  },
);

export const closeHolidayAction = formAction(
  { name: "availability.holiday.close", schema: holidayCloseSchema, access: "admin" },
  async ({ input, user }) =>
    saveOrAsk<TimeOffSaveResult>(
      input.acknowledged,
      () => closeHoliday(auditActor(user), input),
      async () => (await previewTimeOff({ practitionerId: input.practitionerId, from: input.date, to: input.date })).conflicts,
    ),
);

// The week as the hours form posts it: one weekday, start and end per row, in row order (its
// time inputs write midnight as 00:00, which ends a day: 24:00). Checked with the route's schema,
// so field errors are keyed "hours.{row}.start|end" as the JSON API's are.
const weekFormSchema = z.object({
  practitionerId: z.string(),
  weekday: z.array(z.string()),
  start: z.array(z.string()),
  end: z.array(z.string()),
  acknowledged: z.array(z.string()),
  cancel: z.array(z.string()),
});

export const saveHoursAction = formAction(
  { name: "availability.hours.save", schema: weekFormSchema, access: "admin" },
  async ({ input, user }) => {
    const body = parse(hoursSaveSchema, {
      practitionerId: input.practitionerId,
      hours: input.weekday.map((weekday, i) => ({
        weekday: Number(weekday),
        start: input.start[i] ?? "",
        end: input.end[i] === "00:00" ? "24:00" : (input.end[i] ?? ""),
      })),
      acknowledged: input.acknowledged,
      cancel: input.cancel,
    });
    return saveOrAsk<HoursSaveResult>(
      body.acknowledged,
      () => saveWorkingHours(auditActor(user), body),
      async () => (await previewHoursChange(body)).conflicts,
    );
  },
);
