import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { moveService } from "@/lib/practice/services";
import { serviceMoveSchema } from "@/lib/validations/service";

// POST /api/admin/services/{id}/move { direction: "up" | "down" } -> AdminService[] (the new order):
// swaps the service with its neighbour in its category. 400 when it is already first/last; 404.
export const POST = apiRoute({ access: "admin", params: idParams, body: serviceMoveSchema }, async ({ params, body, user }) =>
  moveService(auditActor(user), params.id, body.direction),
);
