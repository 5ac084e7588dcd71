import { Badge } from "@/components/ui/badge";
import { GIFT_CARD_STATUS_LABELS, type GiftCardStatus } from "@/lib/admin/gift-card-statuses";

const VARIANTS = { pending: "warning", active: "success", used_up: "secondary", voided: "outline" } as const;

export function GiftCardStatusBadge({ status }: { status: GiftCardStatus }) {
  return <Badge variant={VARIANTS[status]}>{GIFT_CARD_STATUS_LABELS[status]}</Badge>;
}
