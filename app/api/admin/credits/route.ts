import { apiRoute, created } from "@/lib/api/handler";
import { adjustClientCredits } from "@/lib/admin/client-ledger";
import { auditActor } from "@/lib/audit/record";
import { creditAdjustmentSchema } from "@/lib/validations/package";

// POST /api/admin/credits { clientPackageId, direction: "give" | "remove" (default give), note,
//   appointmentId? } -> 201 { remaining, userId }: one adjustment row on the client's package with
// the owner's note. Naming a booking, it must have used this package and still hold its credit
// (409 when it is back already). 409 when removing below zero; 404 for an unknown package.
export const POST = apiRoute({ access: "admin", body: creditAdjustmentSchema }, async ({ body, user }) =>
  created(await adjustClientCredits(auditActor(user), body)),
);
