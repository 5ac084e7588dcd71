import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { getCalendarFeed, setCalendarFeedClientNames, setCalendarFeedEnabled } from "@/lib/calendar-feed/settings";
import { calendarFeedUpdateSchema } from "@/lib/validations/calendar-feed";

// GET /api/admin/settings/calendar-feed -> { enabled, showClientNames, urls: { webcal, https } | null }.
export const GET = apiRoute({ access: "admin" }, () => getCalendarFeed());

// PUT /api/admin/settings/calendar-feed { enabled?, showClientNames? } -> the same. Turning it on
// gives a new address; turning it off ends the current one at once. Each change is audited.
export const PUT = apiRoute({ access: "admin", body: calendarFeedUpdateSchema }, async ({ body, user }) => {
  const actor = auditActor(user);
  let view = body.enabled === undefined ? await getCalendarFeed() : await setCalendarFeedEnabled(actor, body.enabled);
  if (body.showClientNames !== undefined) view = await setCalendarFeedClientNames(actor, body.showClientNames);
  return view;
});
