// A gift card's states as the owner's list filters and shows them (client-safe: no database).

export const GIFT_CARD_STATUSES = ["pending", "active", "used_up", "voided"] as const;
export type GiftCardStatus = (typeof GIFT_CARD_STATUSES)[number];

export const GIFT_CARD_STATUS_LABELS: Record<GiftCardStatus, string> = {
  pending: "Pending payment",
  active: "Active",
  used_up: "Used up",
  voided: "Voided",
};
