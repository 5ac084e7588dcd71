import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { notFound } from "@/lib/errors";
import { getAdminPromoCode, listPromoCodeUses, patchPromoCode } from "@/lib/offers/admin";
import { promoCodePatchSchema } from "@/lib/validations/promo-code";

// GET /api/admin/promo-codes/{id} -> { code: AdminPromoCode, uses: PromoCodeUse[] } (the bookings
// that carry it, newest session first). 404 for an unknown id.
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params }) => {
  const code = await getAdminPromoCode(params.id);
  if (!code) throw notFound("Promo code not found.");
  return { code, uses: await listPromoCodeUses(params.id) };
});

// PATCH /api/admin/promo-codes/{id} { any of POST's fields } -> AdminPromoCode: the fields sent
// change, the others stay ({ active: false } deactivates). 400 field errors; 404.
export const PATCH = apiRoute({ access: "admin", params: idParams, body: promoCodePatchSchema }, async ({ params, body, user }) =>
  patchPromoCode(auditActor(user), params.id, body),
);
