import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { setServiceActive } from "@/lib/practice/services";
import { serviceStatusSchema } from "@/lib/validations/service";

// POST /api/admin/services/{id}/status { active } -> AdminService: false retires the service (gone
// from the site and the wizard, its bookings kept), true restores it. 404 for an unknown id.
export const POST = apiRoute({ access: "admin", params: idParams, body: serviceStatusSchema }, async ({ params, body, user }) =>
  setServiceActive(auditActor(user), params.id, body.active),
);
