import { db, Prisma } from "@/lib/db";
import { badRequest, conflict, notFound } from "@/lib/errors";
import { billingAddressSchema, type BillingAddress } from "@/lib/validations/billing";
import { getAppointmentForUser } from "@/lib/booking/appointments";
import { withAppointmentLock } from "@/lib/appointments/lock";
import { assertPaymentsAvailable, type PaymentProviderName } from "@/lib/payments/config";
import { providerFor } from "@/lib/payments/providers";
import { calculateTax, type TaxQuote } from "@/lib/payments/tax";
import { PAYMENT_UNDER_WAY_MESSAGE } from "@/lib/appointments/confirm";
import { giftCardPart, giftCardPaymentReference } from "@/lib/appointments/gift-card";
import { closeIntent } from "@/lib/appointments/refunds";

export const ALREADY_PAID_MESSAGE = "This appointment has already been paid.";
export const HOLD_EXPIRED_MESSAGE = "Your reservation has expired. Please choose your time again.";
export const NOTHING_TO_PAY_MESSAGE = "This booking is free: complete it without a payment.";

export type PaymentIntentResponse = {
  clientSecret: string;
  paymentIntentId: string;
  provider: PaymentProviderName | "gift_card";
  /** The taxable amount: the price less the discount. */
  subtotal: number;
  discountCents: number;
  promoCode: string | null;
  taxAmount: number;
  amount: number;
  /** The rate applied and the state whose rate it is (see TaxQuote). */
  taxRate: number;
  taxState: string | null;
  /**
   * The gift card applied to the hold and the part of the total it pays (taken at confirmation);
   * `amount` is what is left for the card. With `amount` 0 there is no card: complete-booking
   * confirms it (provider "gift_card").
   */
  giftCard: { last4: string; cents: number; balanceCents: number } | null;
};

/** What POST /api/calculate-tax answers: the quote without its source. */
export type ServiceTaxQuote = Omit<TaxQuote, "source">;

/**
 * POST /api/calculate-tax: the service's price and its tax. Whether the session is in person (taxed
 * at the practice, no address needed) or virtual (taxed at the billing address, required) is the
 * service's own, never the client's.
 */
export async function quoteServiceTax(serviceId: number, address: BillingAddress | undefined): Promise<ServiceTaxQuote> {
  const service = await db.service.findFirst({
    where: { id: serviceId, active: true },
    select: { id: true, price: true, isVirtual: true },
  });
  if (!service) throw notFound("Service not found.");
  const { source: _source, ...quote } = await calculateTax(service.price, service, address, `service-${service.id}`);
  return quote;
}

/** Whether a pending appointment can still be paid for, else the 409 to answer. */
export function assertPayable(
  appointment: { status: string; holdExpiresAt: Date | null; payment?: { status: string } | null },
  now = new Date(),
) {
  if (appointment.payment?.status === "succeeded" || appointment.status === "confirmed" || appointment.status === "completed")
    throw conflict(ALREADY_PAID_MESSAGE);
  if (appointment.status !== "pending" || (appointment.holdExpiresAt && appointment.holdExpiresAt <= now))
    throw conflict(HOLD_EXPIRED_MESSAGE);
}

/**
 * Creates (or returns) the payment intent of the caller's pending appointment. The amount is
 * the price fixed when the appointment was reserved, less its promo code's discount, plus tax for
 * the billing address; calling again returns the same intent (its amount updated when the address
 * or the code changed it). A booking with nothing to pay has no intent (409).
 */
export async function createPaymentIntentForAppointment(input: {
  user: { id: number; isAdmin: boolean };
  appointmentId: number;
  serviceId?: number;
  billingAddress?: BillingAddress;
}): Promise<PaymentIntentResponse> {
  // Authorisation and the cheap checks first, before any lock or provider call.
  // Paying is only ever the owner's act, so even an admin is treated as a client here.
  const found = await getAppointmentForUser(input.appointmentId, { id: input.user.id, isAdmin: false });
  if (input.serviceId !== undefined && input.serviceId !== found.serviceId)
    throw badRequest("This payment does not match the appointment's service. Please try booking again.");
  assertPayable(found);
  const providerName = assertPaymentsAvailable();
  const provider = providerFor(providerName);

  return withAppointmentLock(input.appointmentId, async (tx) => {
    const appointment = await tx.appointment.findUniqueOrThrow({
      where: { id: input.appointmentId },
      include: { payment: true, service: true, promoCode: { select: { code: true } } },
    });
    assertPayable(appointment);
    // The price less the code's discount is what is taxed and charged; nothing left means no payment at all.
    const subtotal = appointment.priceCents - appointment.discountCents;
    if (subtotal === 0) throw conflict(NOTHING_TO_PAY_MESSAGE);
    const promoCode = appointment.promoCode?.code ?? null;

    const existing = appointment.payment;
    const address =
      input.billingAddress ?? (existing?.billingAddress ? billingAddressSchema.safeParse(existing.billingAddress).data : undefined);
    // Taxed where the session happens: the appointment's own isVirtual (derived from the service when
    // reserved). In person is taxed at the practice with or without an address; virtual needs one (400).
    const quote = await calculateTax(subtotal, appointment, address, `service-${appointment.serviceId}`);

    // The gift card pays what it can of the total (taken at confirmation); the card the rest.
    const gift = await giftCardPart(tx, appointment.giftCardId, quote.totalAmount);
    const giftCents = gift?.cents ?? 0;
    const cardAmount = quote.totalAmount - giftCents;

    let intent: { id: string; clientSecret: string };
    let paidBy: PaymentProviderName | "gift_card" = provider.name;
    if (cardAmount === 0) {
      // Nothing for a card: an earlier card intent is closed (it can never be paid), no provider is asked.
      paidBy = "gift_card";
      if (existing && existing.provider !== "gift_card")
        await closeIntent(existing).catch(() => {
          throw conflict(PAYMENT_UNDER_WAY_MESSAGE);
        });
      intent =
        existing?.provider === "gift_card"
          ? { id: existing.paymentIntentId, clientSecret: "" }
          : { id: giftCardPaymentReference(appointment.id), clientSecret: "" };
    } else if (existing && existing.provider === provider.name) {
      intent =
        existing.amountCents === cardAmount
          ? { id: existing.paymentIntentId, clientSecret: existing.clientSecret }
          : await provider.updateIntentAmount(existing.paymentIntentId, cardAmount);
    } else {
      intent = await provider.createIntent({
        appointmentId: appointment.id,
        userId: input.user.id,
        amount: cardAmount,
        description: `${appointment.service.name} (appointment #${appointment.id})`,
        receiptEmail: appointment.clientEmail,
      });
    }

    const data = {
      provider: paidBy,
      paymentIntentId: intent.id,
      clientSecret: intent.clientSecret,
      subtotalCents: quote.subtotal,
      discountCents: appointment.discountCents,
      promoCode,
      taxCents: quote.taxAmount,
      taxRate: quote.rate,
      taxState: quote.taxState,
      amountCents: cardAmount,
      giftCardId: gift?.giftCardId ?? null,
      giftCardCents: giftCents,
      currency: "usd",
      status: "requires_payment" as const,
      failureCode: null,
      billingAddress: address ?? Prisma.DbNull,
    };
    await tx.payment.upsert({ where: { appointmentId: appointment.id }, create: { appointmentId: appointment.id, ...data }, update: data });

    return {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      provider: paidBy,
      subtotal: quote.subtotal,
      discountCents: appointment.discountCents,
      promoCode,
      taxAmount: quote.taxAmount,
      amount: cardAmount,
      taxRate: quote.rate,
      taxState: quote.taxState,
      giftCard: gift && { last4: gift.last4, cents: gift.cents, balanceCents: gift.balanceCents },
    };
  });
}
