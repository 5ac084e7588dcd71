import { apiRoute, idParams } from "@/lib/api/handler";
import { syncOwnerCalendarNow } from "@/lib/calendars/admin";

// POST /api/admin/calendars/{id}/sync -> CalendarSyncResult: reads the calendar now ("Sync now");
// a failed read keeps the last good busy times and answers ok: false with the error. 404; 429
// after a few syncs in ten minutes.
export const POST = apiRoute({ access: "admin", params: idParams }, async ({ params, user }) => syncOwnerCalendarNow(user, params.id));
