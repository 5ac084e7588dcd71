import { isKnownPaymentErrorCode, type KnownPaymentErrorCode } from "@/lib/validations/payments";

// What the booking wizard's payment and confirmation show (toast titles and texts): the spec's
// wording for each known payment error code, and the fallbacks. Validation messages stay with
// their schemas in lib/validations.

export type PaymentToast = { title: string; description: string };

export const PAYMENT_ERROR_TOASTS: Record<KnownPaymentErrorCode, PaymentToast> = {
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
export const BOOKING_COMPLETE_FALLBACK = "There was an error completing your booking. Please contact support.";
export const BOOKING_CONFIRMED_TITLE = "Booking Confirmed!";

/** The toast for a failed payment: the spec's text for known codes, else the provider's message. */
export function paymentErrorToast(code?: string, message?: string): PaymentToast {
  if (isKnownPaymentErrorCode(code)) return PAYMENT_ERROR_TOASTS[code];
  return { title: PAYMENT_FAILED_TITLE, description: message?.trim() || PAYMENT_FAILED_FALLBACK };
}

/** The toast for a failed payment setup (create-payment-intent). */
export const paymentSetupToast = (message?: string): PaymentToast => ({
  title: PAYMENT_SETUP_FAILED_TITLE,
  description: message?.trim() || PAYMENT_SETUP_FAILED_FALLBACK,
});
