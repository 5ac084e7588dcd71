"use server";

import { revalidatePath } from "next/cache";

import { auditActor } from "@/lib/audit/record";
import { regenerateCalendarFeed, setCalendarFeedClientNames, setCalendarFeedEnabled } from "@/lib/calendar-feed/settings";
import { calendarFeedNamesSchema, calendarFeedRegenerateSchema, calendarFeedSwitchSchema } from "@/lib/validations/calendar-feed";
import { formAction } from "./define";

// The Settings page's calendar feed section; the same domain functions as
// /api/admin/settings/calendar-feed.

export const switchCalendarFeedAction = formAction(
  { name: "calendar-feed.switch", schema: calendarFeedSwitchSchema, access: "admin" },
  async ({ input, user }) => {
    const feed = await setCalendarFeedEnabled(auditActor(user), input.enabled);
    revalidatePath("/admin/settings");
    return {
      message: feed.enabled
        ? "The calendar feed is on: subscribe to its address in your calendar app."
        : "The calendar feed is off: its address no longer works.",
    };
  },
);

export const calendarFeedNamesAction = formAction(
  { name: "calendar-feed.names", schema: calendarFeedNamesSchema, access: "admin" },
  async ({ input, user }) => {
    const feed = await setCalendarFeedClientNames(auditActor(user), input.showClientNames);
    revalidatePath("/admin/settings");
    return {
      message: feed.showClientNames
        ? "Events name the client from your calendar's next refresh."
        : "Events read \u201cSession\u201d from your calendar's next refresh.",
    };
  },
);

export const regenerateCalendarFeedAction = formAction(
  { name: "calendar-feed.regenerate", schema: calendarFeedRegenerateSchema, access: "admin" },
  async ({ user }) => {
    await regenerateCalendarFeed(auditActor(user));
    revalidatePath("/admin/settings");
    return { message: "New address made: the old one no longer works. Subscribe to the new one in your calendar apps." };
  },
);
