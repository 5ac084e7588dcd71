import { apiRoute, idParams } from "@/lib/api/handler";
import { voidAdminGiftCard } from "@/lib/admin/gift-cards";
import { auditActor } from "@/lib/audit/record";
import { giftCardVoidSchema } from "@/lib/validations/package";

// POST /api/admin/gift-cards/{id}/void { note } -> AdminGiftCardDetail: the rest of its balance is
// taken off (a ledger row with the note) and it can no longer pay. 400 without a note; 404; 409
// when it is void already.
export const POST = apiRoute({ access: "admin", params: idParams, body: giftCardVoidSchema }, async ({ params, body, user }) =>
  voidAdminGiftCard(auditActor(user), params.id, body.note),
);
