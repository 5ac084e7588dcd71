import { db, type Prisma } from "@/lib/db";
import { badRequest, conflict } from "@/lib/errors";
import { LEDGER_MESSAGES, assertGiftCardUsable, ledgerBalance } from "@/lib/ledger/ledger";
import { assertUnderRateLimit, enforceRateLimit, rateLimits } from "@/lib/rate-limit";
import { isGiftCardCodeShape, normalizeGiftCardCode } from "@/lib/validations/gift-card";

type Tx = Prisma.TransactionClient;

/** A gift card as the client who typed its code sees it: its last four characters and its balance. */
export type GiftCardBalance = {
  /** The last four characters of the code ("ABCD" of …ABCD). */
  last4: string;
  balanceCents: number;
};

export type FoundGiftCard = GiftCardBalance & { id: number };

export const GIFT_CARD_LIMIT_MESSAGE = "Too many gift card codes were not recognised. Please wait 15 minutes and try again.";

export const giftCardLast4 = (code: string) => normalizeGiftCardCode(code).slice(-4);

/** How a gift card is named on screens and receipts: "Gift card (…ABCD)". */
export const giftCardLabel = (code: string) => `Gift card (…${giftCardLast4(code)})`;

/** The card a typed code names, or null (a code that could not be one is never looked up). */
async function cardByCode(client: Tx, typed: string) {
  if (!isGiftCardCodeShape(typed)) return null;
  return client.giftCard.findUnique({ where: { code: normalizeGiftCardCode(typed) } });
}

/**
 * A usable gift card by the code a client typed (any case, with or without dashes) and its
 * balance: 400 for a code that names no card (malformed or not sold, worded alike), 409 for one
 * whose purchase is not paid yet, a voided one, and an empty one unless `allowEmpty` (the balance
 * check answers $0.00).
 */
export async function findGiftCardByCode(client: Tx, typed: string, { allowEmpty = false } = {}): Promise<FoundGiftCard> {
  const card = await cardByCode(client, typed);
  if (!card) throw badRequest(LEDGER_MESSAGES.giftCardUnknown, { code: LEDGER_MESSAGES.giftCardUnknown });
  assertGiftCardUsable(card);
  const balanceCents = await ledgerBalance(client, { giftCardId: card.id });
  if (balanceCents <= 0 && !allowEmpty) throw conflict(LEDGER_MESSAGES.giftCardEmpty);
  return { id: card.id, last4: giftCardLast4(card.code), balanceCents };
}

/**
 * Looks a typed code up under the wrong-codes limit, per client address and per account: a client
 * already over the limit is refused before the lookup, and only a code that names no card counts,
 * so checking one's own card again costs nothing. Counted outside any transaction, so a refusal
 * still counts.
 */
export async function findGiftCardLimited(
  typed: string,
  who: { ip: string; userId: number },
  options?: { allowEmpty?: boolean },
): Promise<FoundGiftCard> {
  const keys = [`ip:${who.ip}`, `user:${who.userId}`];
  for (const key of keys) await assertUnderRateLimit(rateLimits.giftCardCodes, key, GIFT_CARD_LIMIT_MESSAGE);
  const card = await cardByCode(db, typed);
  if (!card) for (const key of keys) await enforceRateLimit(rateLimits.giftCardCodes, key, { message: GIFT_CARD_LIMIT_MESSAGE });
  return findGiftCardByCode(db, typed, options);
}

/** POST /api/gift-cards/balance: what a typed code has left ($0.00 for a spent card). */
export async function giftCardBalance(typed: string, who: { ip: string; userId: number }): Promise<GiftCardBalance> {
  const { last4, balanceCents } = await findGiftCardLimited(typed, who, { allowEmpty: true });
  return { last4, balanceCents };
}
