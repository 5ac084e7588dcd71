import { z } from "zod";
import { billingAddressSchema } from "@/lib/validations/billing";
import { idField } from "@/lib/validations/fields";

// Payments: the request schemas of the payment endpoints and the toast texts for each payment error code,
// shared by the wizard (client) and the server. The codes are Stripe's; the test provider uses
// the same ones.

/** The test provider's intent ids start with this (Stripe's with "pi_"). */
export const TEST_INTENT_PREFIX = "test_pi_";

export type PaymentToast = { title: string; description: string };

export const PAYMENT_ERROR_TOASTS: Record<string, PaymentToast> = {
  card_declined: {
    title: "Card Declined",
    description: "Your card was declined. Please try a different payment method or contact your bank.",
  },
  insufficient_funds: {
    title: "Insufficient Funds",
    description: "Your card has insufficient funds. Please try a different payment method.",
  },
  expired_card: { title: "Card Expired", description: "Your card has expired. Please use a different payment method." },
  incorrect_cvc: {
    title: "Invalid Security Code",
    description: "The security code (CVC) you entered is incorrect. Please check and try again.",
  },
  processing_error: {
    title: "Processing Error",
    description: "There was an error processing your payment. Please try again in a few moments.",
  },
  payment_intent_authentication_failure: {
    title: "Authentication Failed",
    description: "Payment authentication failed. Please try again or use a different payment method.",
  },
};

export const PAYMENT_FAILED_TITLE = "Payment Failed";
export const PAYMENT_FAILED_FALLBACK = "An unexpected error occurred. Please try again.";

/** The provider returned neither an error nor a payment. */
export const PAYMENT_NO_RESULT_TOAST: PaymentToast = {
  title: "Payment Error",
  description: "Unknown payment result. Please contact support.",
};

/** Something threw while confirming the payment. */
export const PAYMENT_EXCEPTION_TOAST: PaymentToast = {
  title: "Payment Error",
  description: "There was an unexpected error processing your payment. Please try again.",
};

export const PAYMENT_SETUP_FAILED_TITLE = "Payment Setup Failed";
export const PAYMENT_SETUP_FAILED_FALLBACK = "We couldn't set up the payment processor. Please try again.";

export const BOOKING_ERROR_TITLE = "Booking Error";
export const BOOKING_CREATE_FALLBACK = "Failed to reserve your appointment. Please try again.";
export const NO_APPOINTMENT_ID_MESSAGE = "No appointment ID found. Please try booking again.";
export const BOOKING_COMPLETE_FALLBACK = "There was an error completing your booking. Please contact support.";
export const BOOKING_CONFIRMED_TITLE = "Booking Confirmed!";

/** The toast for a failed payment: the spec's text for known codes, else the provider's message. */
export function paymentErrorToast(code?: string, message?: string): PaymentToast {
  const known = code ? PAYMENT_ERROR_TOASTS[code] : undefined;
  if (known) return known;
  return { title: PAYMENT_FAILED_TITLE, description: message?.trim() || PAYMENT_FAILED_FALLBACK };
}

/** The toast for a failed payment setup (create-payment-intent). */
export const paymentSetupToast = (message?: string): PaymentToast => ({
  title: PAYMENT_SETUP_FAILED_TITLE,
  description: message?.trim() || PAYMENT_SETUP_FAILED_FALLBACK,
});

/**
 * Stripe reports some declines as code "card_declined" with a more precise decline_code
 * (e.g. insufficient_funds): prefer the precise one when the catalogue knows it.
 */
export function paymentErrorCode(error: { code?: string | null; decline_code?: string | null } | null | undefined): string | undefined {
  if (!error) return undefined;
  if (error.decline_code && PAYMENT_ERROR_TOASTS[error.decline_code]) return error.decline_code;
  return error.code ?? undefined;
}

// --- Request schemas ---

export const calculateTaxSchema = z.object({
  serviceId: idField("Please select a service"),
  billingAddress: billingAddressSchema,
});

export const createPaymentIntentSchema = z.object({
  serviceId: idField("Please select a service").optional(),
  appointmentId: idField(NO_APPOINTMENT_ID_MESSAGE),
  billingAddress: billingAddressSchema.optional(),
});

export const completeBookingSchema = z.object({
  appointmentId: idField(NO_APPOINTMENT_ID_MESSAGE),
  paymentIntentId: z
    .string("The payment reference is missing. Please try again.")
    .trim()
    .min(1, "The payment reference is missing. Please try again."),
});

export const testCardSchema = z.object({
  number: z
    .string("Card number is required")
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Your card number is incomplete.")),
  expiry: z
    .string("Expiry date is required")
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, "Expiry date must be MM/YY."),
  cvc: z
    .string("Security code is required")
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
});

export type TestCard = z.infer<typeof testCardSchema>;

export const testConfirmSchema = z.object({
  paymentIntentId: z.string("The payment reference is missing.").trim().startsWith(TEST_INTENT_PREFIX, "This is not a test-mode payment."),
  card: testCardSchema,
  billingDetails: z
    .object({
      name: z.string().trim().max(200).optional(),
      email: z.string().trim().max(320).optional(),
      address: z.record(z.string(), z.unknown()).optional(),
    })
    .optional(),
});
