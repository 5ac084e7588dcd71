import { z } from "zod";

import { apiRoute } from "@/lib/api/handler";
import { GIFT_CARD_STATUSES } from "@/lib/admin/gift-card-statuses";
import { listAdminGiftCards } from "@/lib/admin/gift-cards";
import { pageField } from "@/lib/validations/fields";

const querySchema = z.object({
  q: z.string().max(200).optional(),
  status: z.enum(GIFT_CARD_STATUSES, "Status must be pending, active, used_up or voided.").optional(),
  page: pageField.optional(),
});

// GET /api/admin/gift-cards?q=&status=pending|active|used_up|voided&page= -> GiftCardPage: every
// card, newest first (codes masked to their last four), with what was redeemed and what is left.
export const GET = apiRoute({ access: "admin", query: querySchema }, ({ query }) => listAdminGiftCards(query));
