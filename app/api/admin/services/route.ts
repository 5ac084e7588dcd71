import { apiRoute, created } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { createService, listAdminServices } from "@/lib/practice/services";
import { serviceInputSchema } from "@/lib/validations/service";

// GET /api/admin/services -> AdminService[]: every service, retired ones included, in order.
export const GET = apiRoute({ access: "admin" }, () => listAdminServices());

// POST /api/admin/services { name, slug, description, category, price (dollars, 0: free), duration, isVirtual,
//   newClientsOnly?, onePerClient? (default false), consentRequired? (default true) }
// -> 201 AdminService (price in cents). 400 with field errors (slug taken, price, duration ...).
export const POST = apiRoute({ access: "admin", body: serviceInputSchema }, async ({ body, user }) =>
  created(await createService(auditActor(user), body)),
);
