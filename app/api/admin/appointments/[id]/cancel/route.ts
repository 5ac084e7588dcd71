import { apiRoute, idParams } from "@/lib/api/handler";
import { cancelAsOwner } from "@/lib/admin/actions";
import { auditActor } from "@/lib/audit/record";
import { ownerCancelSchema } from "@/lib/validations/owner-appointments";

// POST /api/admin/appointments/{id}/cancel { refund: "full" | "partial" | "none", refundAmount?, note? }
// -> the cancelled appointment. 400 for a partial amount that is not below what was paid, 409 when
// already cancelled, 502 with the reason when the refund fails (nothing changed).
export const POST = apiRoute({ access: "admin", params: idParams, body: ownerCancelSchema }, async ({ params, body, user }) =>
  cancelAsOwner(params.id, body, { actor: auditActor(user) }),
);
