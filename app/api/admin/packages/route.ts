import { apiRoute, created } from "@/lib/api/handler";
import { createPackage, listAdminPackages } from "@/lib/admin/packages";
import { auditActor } from "@/lib/audit/record";
import { packageInputSchema } from "@/lib/validations/package";

// GET /api/admin/packages -> AdminPackage[]: every package (retired ones too) with how many sold.
export const GET = apiRoute({ access: "admin" }, () => listAdminPackages());

// POST /api/admin/packages { name, description, sessions, serviceIds (at least one), price (dollars),
//   validFor, validUnit: "days" | "months" (default months), active? (default true) }
// -> 201 AdminPackage (its slug made from the name). 400 with field errors.
export const POST = apiRoute({ access: "admin", body: packageInputSchema }, async ({ body, user }) =>
  created(await createPackage(auditActor(user), body)),
);
