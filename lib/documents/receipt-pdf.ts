import { formatLongDate, formatPrice, formatTimeWithZone } from "@/lib/format";
import { fullAddress, practitionerName, siteConfig } from "@/lib/site-config";
import type { AppointmentDetails } from "@/lib/documents/details";
import { PdfWriter, colors } from "@/lib/documents/pdf";
import { discountName, taxLabel } from "@/lib/payments/tax-display";

type ReceiptSource = Pick<
  AppointmentDetails,
  "id" | "startsAt" | "endsAt" | "isVirtual" | "clientFirstName" | "clientLastName" | "clientEmail" | "clientPhone" | "service"
> & { payment: NonNullable<AppointmentDetails["payment"]> };

/**
 * The client's receipt: who was paid, for what, when, and how much (subtotal, tax, total). With a
 * promo code, the price and the discount come before the subtotal (the price less the discount).
 */
export async function renderPaymentReceiptPdf(a: ReceiptSource): Promise<Uint8Array> {
  const { payment } = a;
  const pdf = await PdfWriter.create(`Payment receipt - appointment ${a.id}`);
  pdf.brandHeader();
  pdf.heading("Payment Receipt", 18);
  pdf.rows([
    ["Receipt number", `R-${String(payment.id).padStart(6, "0")}`],
    ["Payment ID", payment.paymentIntentId],
    ["Paid on", payment.paidAt ? `${formatLongDate(payment.paidAt)}, ${formatTimeWithZone(payment.paidAt)}` : "Not paid"],
    ["Payment method", paymentMethod(payment)],
  ]);

  pdf.heading("Billed to");
  const billing = billingLines(payment.billingAddress);
  pdf.rows([
    ["Client", `${a.clientFirstName} ${a.clientLastName}`],
    ["Email", a.clientEmail],
    ["Phone", a.clientPhone],
    ...(billing ? ([["Billing address", billing]] as Array<[string, string]>) : []),
  ]);

  pdf.heading("Session");
  pdf.rows([
    ["Service", `${a.service.name} (${a.service.duration} minutes)`],
    ["Practitioner", practitionerName],
    ["Date", formatLongDate(a.startsAt)],
    ["Time", `${formatTimeWithZone(a.startsAt)} - ${formatTimeWithZone(a.endsAt)}`],
    ["Location", a.isVirtual ? "Virtual (video call)" : `In-Person, ${fullAddress}`],
    ["Appointment", `#${a.id}`],
  ]);

  pdf.space(10);
  pdf.rule();
  if (payment.discountCents > 0) {
    pdf.amountRow("Price", formatPrice(payment.subtotalCents + payment.discountCents));
    // A hyphen for the minus sign: the standard PDF fonts have no U+2212.
    pdf.amountRow(discountName(payment.promoCode), `-${formatPrice(payment.discountCents)}`);
  }
  pdf.amountRow("Subtotal", formatPrice(payment.subtotalCents));
  pdf.amountRow(taxLabel({ rate: Number(payment.taxRate), state: payment.taxState }), formatPrice(payment.taxCents));
  const currency = payment.currency.toUpperCase();
  if (payment.giftCardCents > 0) {
    // The gift card's part, then what the card paid.
    pdf.amountRow("Total", formatPrice(payment.amountCents + payment.giftCardCents));
    pdf.amountRow(giftCardReceiptLabel(payment.giftCard?.code), `-${formatPrice(payment.giftCardCents)}`);
    pdf.amountRow(`Paid by card (${currency})`, formatPrice(payment.amountCents), { bold: true, size: 12 });
  } else pdf.amountRow(`Total paid (${currency})`, formatPrice(payment.amountCents), { bold: true, size: 12 });
  pdf.space(24);
  pdf.text(`Thank you for booking with ${siteConfig.name}. Keep this receipt for your records.`, { size: 10, color: colors.muted });
  pdf.text(`Questions about this payment: ${siteConfig.email} or ${siteConfig.phone}.`, { size: 10, color: colors.muted });
  return pdf.finish();
}

function paymentMethod(payment: { provider: string; giftCardCents: number; amountCents: number }): string {
  const card = payment.provider === "test" ? "Test mode (no card was charged)" : "Card (Stripe)";
  if (payment.giftCardCents <= 0) return card;
  return payment.amountCents > 0 ? `Gift card and ${card === "Card (Stripe)" ? "card (Stripe)" : "test card"}` : "Gift card";
}

/** A stored billing address on one line (null when there is none). */
export function billingLines(value: unknown): string | null {
  if (!value || typeof value !== "object") return null;
  const a = value as Record<string, string | undefined>;
  const parts = [a.line1, [a.city, [a.state, a.postal_code].filter(Boolean).join(" ")].filter(Boolean).join(", "), a.country].filter(
    Boolean,
  );
  return parts.length ? parts.join(", ") : null;
}

/** A gift card's line on a receipt, by its last four characters (the standard PDF fonts have "...", not U+2026). */
export const giftCardReceiptLabel = (code: string | undefined) => (code ? `Gift card (...${code.slice(-4)})` : "Gift card");
