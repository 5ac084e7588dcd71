import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { regenerateCalendarFeed } from "@/lib/calendar-feed/settings";

// POST /api/admin/settings/calendar-feed/regenerate -> the feed with its new address; the old
// address answers 404 from now on. 409 while the feed is off. Audited.
export const POST = apiRoute({ access: "admin" }, async ({ user }) => regenerateCalendarFeed(auditActor(user)));
