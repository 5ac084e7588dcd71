import { apiRoute, idParams } from "@/lib/api/handler";
import { getAdminGiftCard } from "@/lib/admin/gift-cards";
import { notFound } from "@/lib/errors";

// GET /api/admin/gift-cards/{id} -> AdminGiftCardDetail: the card, its whole code and its ledger
// history (oldest first). 404 for an unknown id.
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params }) => {
  const card = await getAdminGiftCard(params.id);
  if (!card) throw notFound("Gift card not found.");
  return card;
});
