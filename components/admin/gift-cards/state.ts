// The gift cards list's state lives in the URL (?q=&status=&page=), so a search can be bookmarked
// and Back returns to it.

import { GIFT_CARD_STATUSES, type GiftCardStatus } from "@/lib/admin/gift-card-statuses";
import { MAX_PAGE, readSearchParams, type SearchParams } from "@/lib/search-params";

export const GIFT_CARDS_PATH = "/admin/gift-cards";

export type GiftCardsState = { q: string; status: GiftCardStatus | ""; page: number };

export function parseGiftCardsState(params: SearchParams): GiftCardsState {
  const read = readSearchParams(params);
  return {
    q: read.text("q", { trim: true }),
    status: read.oneOf("status", GIFT_CARD_STATUSES, ""),
    page: read.positiveInt("page", MAX_PAGE) ?? 1,
  };
}

export function giftCardsHref(state: GiftCardsState, patch: Partial<GiftCardsState> = {}): string {
  const next = { ...state, ...patch };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.status) params.set("status", next.status);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${GIFT_CARDS_PATH}?${query}` : GIFT_CARDS_PATH;
}
