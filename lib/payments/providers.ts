import type { PaymentProviderName } from "@/lib/payments/config";
import type { PaymentProvider } from "@/lib/payments/provider";
import { stripeProvider } from "@/lib/payments/stripe-provider";
import { testProvider, TEST_INTENT_PREFIX } from "@/lib/payments/test-provider";

export function providerFor(name: PaymentProviderName): PaymentProvider {
  return name === "stripe" ? stripeProvider : testProvider;
}

/** The provider that issued an intent id ("test_pi_..." or Stripe's "pi_..."). */
export const providerOfIntent = (intentId: string): PaymentProvider =>
  intentId.startsWith(TEST_INTENT_PREFIX) ? testProvider : stripeProvider;
