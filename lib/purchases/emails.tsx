import GiftCardEmail from "@/emails/gift-card";
import PurchaseConfirmationEmail from "@/emails/purchase-confirmation";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { formatLongDate, formatPrice, formatTimeWithZone } from "@/lib/format";
import { ledgerBalance } from "@/lib/ledger/ledger";
import { taxLabel } from "@/lib/payments/tax-display";
import { purchaseReceiptFile } from "@/lib/purchases/receipt";
import { siteConfig } from "@/lib/site-config";
import { formatGiftCardCode } from "@/lib/validations/gift-card";

// A purchase's emails: the buyer's confirmation with the receipt, once per purchase; the gift card
// to its recipient, once per card, at its deliverAt (at once for "send now", else by the
// send-gift-cards job).

export const purchaseEmailKeys = {
  confirmation: (purchaseId: number) => `purchase-confirmation/${purchaseId}`,
  giftCard: (giftCardId: number) => `gift-card/${giftCardId}`,
};

const siteUrl = (path: string) => new URL(path, siteConfig.url).toString();

/** The buyer's confirmation with the receipt attached, once (keyed by the purchase). */
export async function sendPurchaseConfirmation(purchaseId: number): Promise<void> {
  const key = purchaseEmailKeys.confirmation(purchaseId);
  if (await db.emailLog.count({ where: { idempotencyKey: key } })) return;
  const p = await db.purchase.findUniqueOrThrow({
    where: { id: purchaseId },
    include: { package: true, clientPackage: true, giftCard: true, user: { select: { firstName: true } } },
  });
  if (p.status !== "succeeded") return;
  const receipt = await purchaseReceiptFile(purchaseId);
  const card = p.giftCard;
  const item = p.kind === "package" ? (p.package?.name ?? "Package") : `Gift card (${formatPrice(card?.initialCents ?? p.subtotalCents)})`;
  const details: Array<[string, string]> =
    p.kind === "package"
      ? [
          ["Sessions", String(p.clientPackage?.sessions ?? p.package?.sessions ?? "")],
          ["Valid until", p.clientPackage ? formatLongDate(p.clientPackage.expiresAt) : ""],
        ]
      : card
        ? [
            ["For", `${card.recipientName} (${card.recipientEmail})`],
            ["Sent", `${formatLongDate(card.deliverAt)}, ${formatTimeWithZone(card.deliverAt)}`],
            ["Code", formatGiftCardCode(card.code)],
          ]
        : [];
  const amounts: Array<[string, string]> = [
    ["Subtotal", formatPrice(p.subtotalCents)],
    ...(p.taxCents > 0 ? [[taxLabel({ rate: Number(p.taxRate), state: p.taxState }), formatPrice(p.taxCents)] as [string, string]] : []),
    ...(p.giftCardCents > 0 ? [["Paid by gift card", formatPrice(p.giftCardCents)] as [string, string]] : []),
    ["Total paid", formatPrice(p.amountCents)],
  ];
  await sendEmail({
    to: p.buyerEmail,
    subject: `Your purchase: ${item}`,
    template: "purchase-confirmation",
    idempotencyKey: key,
    react: (
      <PurchaseConfirmationEmail
        firstName={p.user.firstName || p.buyerName}
        item={item}
        details={details}
        amounts={amounts}
        next={
          p.kind === "package"
            ? { url: siteUrl("/schedule"), label: "Book a session" }
            : { url: siteUrl(`/purchases/${p.id}`), label: "See your purchase" }
        }
      />
    ),
    attachments: [{ filename: receipt.fileName, content: receipt.content, contentType: "application/pdf" }],
  });
}

/** The gift card to its recipient, once (keyed by the card); marks it delivered. Only an issued, unvoided card. */
export async function deliverGiftCard(giftCardId: number, now = new Date()): Promise<boolean> {
  const card = await db.giftCard.findUnique({ where: { id: giftCardId }, include: { purchase: { select: { buyerName: true } } } });
  if (!card || !card.issuedAt || card.voidedAt || card.deliveredAt) return false;
  const balance = await ledgerBalance(db, { giftCardId: card.id });
  await sendEmail(
    {
      to: card.recipientEmail,
      subject: `${card.purchase.buyerName} sent you a gift card for ${siteConfig.name}`,
      template: "gift-card",
      idempotencyKey: purchaseEmailKeys.giftCard(card.id),
      react: (
        <GiftCardEmail
          recipientName={card.recipientName}
          fromName={card.purchase.buyerName}
          message={card.message}
          code={formatGiftCardCode(card.code)}
          balance={formatPrice(balance)}
          servicesUrl={siteUrl("/services")}
          scheduleUrl={siteUrl("/schedule")}
        />
      ),
    },
    { now },
  );
  const { count } = await db.giftCard.updateMany({ where: { id: card.id, deliveredAt: null }, data: { deliveredAt: now } });
  return count > 0;
}

/** The send-gift-cards job: every issued card whose day has come and that has not gone out. Returns how many went. */
export async function deliverDueGiftCards(now = new Date()): Promise<number> {
  const due = await db.giftCard.findMany({
    where: { issuedAt: { not: null }, deliveredAt: null, voidedAt: null, deliverAt: { lte: now } },
    select: { id: true },
    orderBy: { deliverAt: "asc" },
    take: 50,
  });
  let sent = 0;
  for (const card of due) {
    try {
      if (await deliverGiftCard(card.id, now)) sent++;
    } catch (error) {
      console.error(JSON.stringify({ level: "error", msg: "gift card delivery failed", giftCardId: card.id, error: String(error) }));
    }
  }
  return sent;
}
