import { randomInt } from "node:crypto";
import { GIFT_CARD_CODE_ALPHABET, GIFT_CARD_CODE_LENGTH } from "@/lib/validations/gift-card";

/** A new gift card code, from a cryptographic source (normalized form). */
export function generateGiftCardCode(): string {
  let code = "";
  for (let i = 0; i < GIFT_CARD_CODE_LENGTH; i++) code += GIFT_CARD_CODE_ALPHABET[randomInt(GIFT_CARD_CODE_ALPHABET.length)];
  return code;
}
