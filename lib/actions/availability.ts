"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";

import { parse } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { closeHoliday } from "@/lib/availability/holidays";
import { saveWorkingHours } from "@/lib/availability/hours";
import { createTimeOff, deleteTimeOff } from "@/lib/availability/time-off";
import type { HoursSaveResult, TimeOffDeleteResult, TimeOffSaveResult } from "@/lib/availability/types";
import { holidayCloseSchema, hoursSaveSchema, timeOffCreateSchema, timeOffRangeSchema } from "@/lib/availability/validation";
import { formAction } from "./define";

// The owner's availability changes (components/admin/availability): save the week's hours, add
// and remove time off, close on a holiday. Each calls the same domain function as its JSON route
// under app/api/admin/availability/ with the same schema, so the same rules hold: a live booking
// the change leaves out and the owner was not shown is refused (409, `httpStatus` in the answer;
// the page previews again on its JSON route), `cancel` ones are cancelled with a full refund.
// The owner's pages are read again in the same round trip (cancelled bookings show on the dashboard).

const refreshOwnerPages = () => revalidatePath("/admin", "layout");

export const addTimeOffAction = formAction<typeof timeOffCreateSchema, "admin", TimeOffSaveResult>(
  { name: "availability.time-off.add", schema: timeOffCreateSchema, access: "admin" },
  async ({ input, user }) => {
    const saved = await createTimeOff(auditActor(user), input);
    refreshOwnerPages();
    return { data: saved };
  },
);

export const removeTimeOffAction = formAction<typeof timeOffRangeSchema, "admin", TimeOffDeleteResult>(
  { name: "availability.time-off.remove", schema: timeOffRangeSchema, access: "admin" },
  async ({ input, user }) => {
    const removed = await deleteTimeOff(auditActor(user), input);
    refreshOwnerPages();
    return { data: removed };
  },
);

export const closeHolidayAction = formAction<typeof holidayCloseSchema, "admin", TimeOffSaveResult>(
  { name: "availability.holiday.close", schema: holidayCloseSchema, access: "admin" },
  async ({ input, user }) => {
    const saved = await closeHoliday(auditActor(user), input);
    refreshOwnerPages();
    return { data: saved };
  },
);

// The week as the hours form posts it: one weekday, start and end per row, in row order (its time
// inputs write midnight as 00:00, which as an end means 24:00). Then checked with the route's own
// schema, so field errors are keyed "hours.{row}.start|end" as the JSON API's are.
const weekFormSchema = z.object({
  practitionerId: z.string(),
  weekday: z.array(z.string()),
  start: z.array(z.string()),
  end: z.array(z.string()),
  acknowledged: z.array(z.string()),
  cancel: z.array(z.string()),
});

export const saveHoursAction = formAction<typeof weekFormSchema, "admin", HoursSaveResult>(
  { name: "availability.hours.save", schema: weekFormSchema, access: "admin" },
  async ({ input, user }) => {
    const body = parse(hoursSaveSchema, {
      practitionerId: input.practitionerId,
      hours: input.weekday.map((weekday, i) => ({
        weekday: /^\d$/.test(weekday) ? Number(weekday) : weekday,
        start: input.start[i] ?? "",
        end: input.end[i] === "00:00" ? "24:00" : (input.end[i] ?? ""),
      })),
      acknowledged: input.acknowledged,
      cancel: input.cancel,
    });
    const saved = await saveWorkingHours(auditActor(user), body);
    refreshOwnerPages();
    return { data: saved };
  },
);
