import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { updateService } from "@/lib/practice/services";
import { serviceInputSchema } from "@/lib/validations/service";

// PUT /api/admin/services/{id} { name, slug, description, category, price (dollars, 0: free), duration, isVirtual,
//   newClientsOnly?, onePerClient?, consentRequired? }
// -> AdminService. Existing bookings keep their own price and times. 400 field errors; 404.
export const PUT = apiRoute({ access: "admin", params: idParams, body: serviceInputSchema }, async ({ params, body, user }) =>
  updateService(auditActor(user), params.id, body),
);
