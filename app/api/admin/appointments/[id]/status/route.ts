import { apiRoute, idParams } from "@/lib/api/handler";
import { setAppointmentStatus } from "@/lib/admin/actions";
import { auditActor } from "@/lib/audit/record";
import { statusBodySchema } from "@/lib/admin/validation";

// PATCH /api/admin/appointments/{id}/status { status } -> the updated appointment. completed, no_show or
// cancelled only (400 for confirmed/pending, 409 when it already has that status, or no_show before the start);
// cancelling refunds a paid appointment in full (502 with the reason when the refund fails: nothing changed).
export const PATCH = apiRoute({ access: "admin", params: idParams, body: statusBodySchema }, async ({ params, body, user }) =>
  setAppointmentStatus(params.id, body.status, { actor: auditActor(user) }),
);
