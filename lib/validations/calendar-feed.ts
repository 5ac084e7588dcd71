import { z } from "zod";

// The calendar feed's settings: one set of rules for the forms and the JSON route.

const MESSAGES = {
  enabled: "Choose whether the calendar feed is on.",
  showClientNames: "Choose whether events name the client.",
  nothing: "Send enabled, showClientNames or both.",
} as const;

/** Turn on / Turn off. */
export const calendarFeedSwitchSchema = z.object({ enabled: z.boolean(MESSAGES.enabled) });
/** The "Show client names" switch. */
export const calendarFeedNamesSchema = z.object({ showClientNames: z.boolean(MESSAGES.showClientNames) });
/** Regenerate: nothing to send. */
export const calendarFeedRegenerateSchema = z.object({});

/** PUT /api/admin/settings/calendar-feed: either setting or both. */
export const calendarFeedUpdateSchema = z
  .object({ enabled: z.boolean(MESSAGES.enabled).optional(), showClientNames: z.boolean(MESSAGES.showClientNames).optional() })
  .refine((v) => v.enabled !== undefined || v.showClientNames !== undefined, MESSAGES.nothing);
