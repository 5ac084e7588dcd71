import { apiRoute, created } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { addOwnerCalendar, listOwnerCalendars } from "@/lib/calendars/admin";
import { ownerCalendarInputSchema } from "@/lib/validations/owner-calendar";

// GET /api/admin/calendars -> OwnerCalendarView[]: the owner's calendars whose busy times block
// bookings, with each one's last read, busy-time count and error (addresses masked).
export const GET = apiRoute({ access: "admin" }, () => listOwnerCalendars());

// POST /api/admin/calendars { name, url (https:// or webcal://) } -> 201 OwnerCalendarView, read at
// once. 400 with the reason on `url`: not https, a private address, unreachable, too big, slow, not a calendar.
export const POST = apiRoute({ access: "admin", body: ownerCalendarInputSchema }, async ({ body, user }) =>
  created(await addOwnerCalendar(auditActor(user), body)),
);
