import { z } from "zod";

// Gift card codes as clients type them and the server stores them. 16 characters from an alphabet
// without look-alikes (no 0/O, 1/I/L, 5/S, 8/B): about 76 bits, so codes cannot be guessed, and the
// rate limit on wrong codes keeps anyone from trying. Shown in groups of four; typed in any case,
// with or without dashes and spaces.

export const GIFT_CARD_CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXYZ234679";
export const GIFT_CARD_CODE_LENGTH = 16;

/** Upper case, dashes and spaces removed: the stored form. */
export const normalizeGiftCardCode = (code: string) => code.replace(/[\s-]/g, "").toUpperCase();

/** XXXX-XXXX-XXXX-XXXX, for emails and screens. */
export const formatGiftCardCode = (code: string) => normalizeGiftCardCode(code).replace(/(.{4})(?=.)/g, "$1-");

/** Whether a typed code could be a gift card code at all (checked before any lookup). */
export const isGiftCardCodeShape = (code: string) =>
  new RegExp(`^[${GIFT_CARD_CODE_ALPHABET}]{${GIFT_CARD_CODE_LENGTH}}$`).test(normalizeGiftCardCode(code));

export const GIFT_CARD_CODE_MESSAGES = { empty: "Enter the gift card's code." } as const;

/** A typed code as the API receives it (its shape is checked by the lookup, which words the answer). */
export const giftCardCodeRequestSchema = z.object({
  code: z
    .string(GIFT_CARD_CODE_MESSAGES.empty)
    .trim()
    .min(1, GIFT_CARD_CODE_MESSAGES.empty)
    .max(64, "This gift card code is not valid. Check it and try again."),
});
