import { env, isProduction } from "@/lib/env";
import { AppError } from "@/lib/errors";

// Which payment provider runs. Stripe when its keys are configured; otherwise the built-in
// test provider, which a production server refuses unless ALLOW_TEST_PAYMENTS=1.

export type PaymentProviderName = "stripe" | "test";

export type PaymentClientConfig = { provider: "stripe"; publishableKey: string } | { provider: "test" };

export function activeProviderName(): PaymentProviderName {
  return env.STRIPE_SECRET_KEY ? "stripe" : "test";
}

/** True when the test provider may take payments here (never in production without the opt-in). */
export function testPaymentsAllowed(): boolean {
  return !isProductionRuntime() || env.ALLOW_TEST_PAYMENTS === "1";
}

/** Throws a 503 when no provider may take payments (production without Stripe keys or opt-in). */
export function assertPaymentsAvailable(): PaymentProviderName {
  const name = activeProviderName();
  if (name === "test" && !testPaymentsAllowed())
    throw new AppError(503, "Online payments are not available right now. Please contact us to book.");
  return name;
}

/** What the browser needs to render the payment form. */
export function getPaymentClientConfig(): PaymentClientConfig {
  if (activeProviderName() === "test") return { provider: "test" };
  const publishableKey = env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY ?? "";
  if (!publishableKey) console.error("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is missing: the Stripe payment form cannot load.");
  return { provider: "stripe", publishableKey };
}

// `isProduction` is fixed at start; tests flip NODE_ENV through `env` to prove the refusal.
const isProductionRuntime = () => isProduction || env.NODE_ENV === "production";
