import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { removeOwnerCalendar } from "@/lib/calendars/admin";

// DELETE /api/admin/calendars/{id} -> { removed: true }: the calendar and its busy times (they stop
// blocking at once). 404 for an unknown id.
export const DELETE = apiRoute({ access: "admin", params: idParams }, async ({ params, user }) => {
  await removeOwnerCalendar(auditActor(user), params.id);
  return { removed: true };
});
