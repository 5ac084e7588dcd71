import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { keepCalendarConflict } from "@/lib/calendars/conflicts";

// POST /api/admin/calendar-conflicts/{appointmentId}/keep -> { kept: true }: the booking stays and
// leaves the conflicts until its time or the busy times over it change. 404 when it is no conflict.
export const POST = apiRoute({ access: "admin", params: idParams }, async ({ params, user }) => {
  await keepCalendarConflict(auditActor(user), params.id);
  return { kept: true };
});
