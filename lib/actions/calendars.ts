"use server";

import { revalidatePath } from "next/cache";

import { auditActor } from "@/lib/audit/record";
import { addOwnerCalendar, removeOwnerCalendar, syncOwnerCalendarNow } from "@/lib/calendars/admin";
import { keepCalendarConflict } from "@/lib/calendars/conflicts";
import { calendarConflictKeepSchema, ownerCalendarIdSchema, ownerCalendarInputSchema } from "@/lib/validations/owner-calendar";
import { formAction } from "./define";

// The owner's calendars in Settings (add, Sync now, remove) and "Keep" on a dashboard conflict: the
// same domain functions as /api/admin/calendars and /api/admin/calendar-conflicts. A new or
// removed calendar changes the times offered, which are read live (never cached).

export const addCalendarAction = formAction(
  { name: "calendars.add", schema: ownerCalendarInputSchema, access: "admin" },
  async ({ input, user }) => {
    const calendar = await addOwnerCalendar(auditActor(user), input);
    revalidatePath("/admin/settings");
    revalidatePath("/admin/dashboard");
    const count = calendar.eventCount;
    const busy = count === 1 ? "1 busy time ahead now blocks" : `${count} busy times ahead now block`;
    return { message: `${calendar.name} is added: ${busy} bookings.` };
  },
);

export const syncCalendarAction = formAction(
  { name: "calendars.sync", schema: ownerCalendarIdSchema, access: "admin" },
  async ({ input, user }) => {
    const result = await syncOwnerCalendarNow(user, input.id);
    revalidatePath("/admin/settings");
    revalidatePath("/admin/dashboard");
    return { data: { ok: result.ok, error: result.error, eventCount: result.calendar.eventCount } };
  },
);

export const removeCalendarAction = formAction(
  { name: "calendars.remove", schema: ownerCalendarIdSchema, access: "admin" },
  async ({ input, user }) => {
    await removeOwnerCalendar(auditActor(user), input.id);
    revalidatePath("/admin/settings");
    revalidatePath("/admin/dashboard");
  },
);

export const keepConflictAction = formAction(
  { name: "calendars.keep-conflict", schema: calendarConflictKeepSchema, access: "admin" },
  async ({ input, user }) => {
    await keepCalendarConflict(auditActor(user), input.appointmentId);
    revalidatePath("/admin/dashboard");
  },
);
