import { apiRoute } from "@/lib/api/handler";
import { listCalendarConflicts } from "@/lib/calendars/conflicts";

// GET /api/admin/calendar-conflicts -> CalendarConflict[]: upcoming bookings that busy time from
// the owner's calendars overlaps and that she has not kept as they are, by start.
export const GET = apiRoute({ access: "admin" }, () => listCalendarConflicts());
