import { z } from "zod";
import { billingAddressSchema } from "@/lib/validations/billing";
import { idField } from "@/lib/validations/fields";

// Payments: the request schemas of the payment endpoints and their messages, shared by the wizard
// (client) and the server. The error codes are Stripe's; the test provider uses the same ones. What
// the wizard shows for them (toasts) is in components/booking/payment-copy.ts.

/** The test provider's intent ids start with this (Stripe's with "pi_"). */
export const TEST_INTENT_PREFIX = "test_pi_";

/** The payment error codes the wizard words itself (components/booking/payment-copy.ts); others show the provider's message. */
export const KNOWN_PAYMENT_ERROR_CODES = [
  "card_declined",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "processing_error",
  "payment_intent_authentication_failure",
] as const;
export type KnownPaymentErrorCode = (typeof KNOWN_PAYMENT_ERROR_CODES)[number];

export const isKnownPaymentErrorCode = (code: string | null | undefined): code is KnownPaymentErrorCode =>
  (KNOWN_PAYMENT_ERROR_CODES as readonly (string | null | undefined)[]).includes(code);

export const NO_APPOINTMENT_ID_MESSAGE = "No appointment ID found. Please try booking again.";

/**
 * Stripe reports some declines as code "card_declined" with a more precise decline_code
 * (e.g. insufficient_funds): prefer the precise one when it is a known code.
 */
export function paymentErrorCode(error: { code?: string | null; decline_code?: string | null } | null | undefined): string | undefined {
  if (!error) return undefined;
  if (isKnownPaymentErrorCode(error.decline_code)) return error.decline_code;
  return error.code ?? undefined;
}

// --- Request schemas ---

// The billing address is optional here: whether the quote needs it is the tax rule's (lib/payments/tax.ts).
export const calculateTaxSchema = z.object({
  serviceId: idField("Please select a service"),
  billingAddress: billingAddressSchema.optional(),
});

export const createPaymentIntentSchema = z.object({
  serviceId: idField("Please select a service").optional(),
  appointmentId: idField(NO_APPOINTMENT_ID_MESSAGE),
  billingAddress: billingAddressSchema.optional(),
});

/** Without a payment intent: a booking with nothing to pay (the server checks that it is). */
export const completeBookingSchema = z.object({
  appointmentId: idField(NO_APPOINTMENT_ID_MESSAGE),
  paymentIntentId: z
    .string("The payment reference is missing. Please try again.")
    .trim()
    .min(1, "The payment reference is missing. Please try again.")
    .optional(),
  /** Pays with one credit of the client's package instead of a card. */
  clientPackageId: idField("Choose the package to use.").optional(),
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
