import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { billingLines, giftCardReceiptLabel } from "@/lib/documents/receipt-pdf";
import { PdfWriter, colors } from "@/lib/documents/pdf";
import { fileDownloadResponse } from "@/lib/http/download";
import { formatLongDate, formatPrice, formatTimeWithZone } from "@/lib/format";
import { formatGiftCardCode } from "@/lib/validations/gift-card";
import { taxLabel } from "@/lib/payments/tax-display";
import { siteConfig } from "@/lib/site-config";
import { PURCHASE_MESSAGES } from "@/lib/purchases/checkout";

// A purchase's receipt (PDF), rendered from the paid Purchase row whenever it is asked for: the row
// does not change once paid, so the same receipt comes out every time.

export const NO_PURCHASE_RECEIPT_MESSAGE = "This purchase has not been paid, so it has no receipt yet.";

const receiptNumber = (id: number) => `P-${String(id).padStart(6, "0")}`;
export const purchaseReceiptFileName = (id: number) => `receipt-${receiptNumber(id)}.pdf`;

async function paidPurchase(purchaseId: number) {
  const p = await db.purchase.findUnique({
    where: { id: purchaseId },
    include: { package: { include: { services: { select: { name: true } } } }, clientPackage: true, giftCard: true, paidWith: true },
  });
  if (!p) throw notFound(PURCHASE_MESSAGES.notFound);
  return p;
}

export async function renderPurchaseReceiptPdf(purchaseId: number): Promise<Uint8Array> {
  const p = await paidPurchase(purchaseId);
  const pdf = await PdfWriter.create(`Payment receipt - purchase ${p.id}`);
  pdf.brandHeader();
  pdf.heading("Payment Receipt", 18);
  pdf.rows([
    ["Receipt number", receiptNumber(p.id)],
    ["Payment ID", p.paymentIntentId],
    ["Paid on", p.paidAt ? `${formatLongDate(p.paidAt)}, ${formatTimeWithZone(p.paidAt)}` : "Not paid"],
    ["Payment method", paymentMethod(p)],
  ]);
  pdf.heading("Billed to");
  const billing = billingLines(p.billingAddress);
  pdf.rows([
    ["Client", p.buyerName],
    ["Email", p.buyerEmail],
    ...(billing ? ([["Billing address", billing]] as Array<[string, string]>) : []),
  ]);

  if (p.kind === "package" && p.package) {
    pdf.heading("Package");
    pdf.rows([
      ["Package", p.package.name],
      ["Sessions", String(p.clientPackage?.sessions ?? p.package.sessions)],
      ["Covers", p.package.services.map((s) => s.name).join(", ")],
      ...(p.clientPackage ? ([["Valid until", formatLongDate(p.clientPackage.expiresAt)]] as Array<[string, string]>) : []),
    ]);
  } else if (p.giftCard) {
    pdf.heading("Gift card");
    pdf.rows([
      ["Gift card", formatPrice(p.giftCard.initialCents)],
      ["Code", formatGiftCardCode(p.giftCard.code)],
      ["For", `${p.giftCard.recipientName} (${p.giftCard.recipientEmail})`],
      ["Sent", `${formatLongDate(p.giftCard.deliverAt)}, ${formatTimeWithZone(p.giftCard.deliverAt)}`],
    ]);
  }

  pdf.space(10);
  pdf.rule();
  pdf.amountRow("Subtotal", formatPrice(p.subtotalCents));
  pdf.amountRow(taxLabel({ rate: Number(p.taxRate), state: p.taxState }), formatPrice(p.taxCents));
  if (p.giftCardCents > 0) pdf.amountRow(giftCardReceiptLabel(p.paidWith?.code), `-${formatPrice(p.giftCardCents)}`);
  pdf.amountRow(`Total paid by card (${p.currency.toUpperCase()})`, formatPrice(p.amountCents), { bold: true, size: 12 });
  pdf.space(24);
  if (p.kind === "gift_card")
    pdf.text("A gift card is stored value: it is not taxed when sold; the sessions it pays for are.", { size: 10, color: colors.muted });
  pdf.text(`Thank you for your purchase from ${siteConfig.name}. Keep this receipt for your records.`, { size: 10, color: colors.muted });
  pdf.text(`Questions about this payment: ${siteConfig.email} or ${siteConfig.phone}.`, { size: 10, color: colors.muted });
  return pdf.finish();
}

function paymentMethod(p: { provider: string; giftCardCents: number; amountCents: number }) {
  const card = p.provider === "test" ? "Test mode (no card was charged)" : p.provider === "stripe" ? "Card (Stripe)" : null;
  if (p.giftCardCents > 0) return card && p.amountCents > 0 ? `Gift card and ${card}` : "Gift card";
  return card ?? "Card";
}

/** The receipt as a file, for the email's attachment. */
export async function purchaseReceiptFile(purchaseId: number) {
  return { fileName: purchaseReceiptFileName(purchaseId), content: Buffer.from(await renderPurchaseReceiptPdf(purchaseId)) };
}

/** GET /api/purchases/{id}/receipt: the buyer's own paid purchase (404 for anyone else, 409 until paid). */
export async function purchaseReceiptDownload(purchaseId: number, viewer: { id: number; isAdmin: boolean }): Promise<Response> {
  const p = await db.purchase.findUnique({ where: { id: purchaseId }, select: { userId: true, status: true } });
  if (!p || (p.userId !== viewer.id && !viewer.isAdmin)) throw notFound(PURCHASE_MESSAGES.notFound);
  if (p.status !== "succeeded") throw conflict(NO_PURCHASE_RECEIPT_MESSAGE);
  const file = await purchaseReceiptFile(purchaseId);
  return fileDownloadResponse({ ...file, contentType: "application/pdf" });
}
