"use client";

import * as React from "react";
// The "pure" entry does not inject Stripe.js on import: it loads only when the form renders.
import { loadStripe } from "@stripe/stripe-js/pure";
import type { Stripe } from "@stripe/stripe-js";
import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
import { paymentErrorCode } from "@/lib/validations/payments";
import { PAYMENT_EXCEPTION_TOAST, PAYMENT_NO_RESULT_TOAST, paymentErrorToast } from "@/components/booking/payment-copy";
import { Skeleton } from "@/components/ui/skeleton";
import { billingDetails, type PaymentMethodHandle } from "@/components/booking/payment-method";

// Stripe.js is loaded once per publishable key, only when the payment step needs it.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let promise = stripeByKey.get(publishableKey);
  if (!promise) {
    // A blocked or offline Stripe.js resolves to null instead of rejecting (handled below).
    promise = loadStripe(publishableKey).catch(() => null);
    stripeByKey.set(publishableKey, promise);
  }
  return promise;
}

type StripePaymentFormProps = {
  handleRef: React.Ref<PaymentMethodHandle>;
  publishableKey: string;
  clientSecret: string;
  onReadyChange: (ready: boolean) => void;
  onLoadError: (message: string) => void;
  /** The client changed the payment details. */
  onEdit?: () => void;
};

/** Stripe's Payment Element for the intent prepared by POST /api/create-payment-intent. */
export default function StripePaymentForm({
  handleRef,
  publishableKey,
  clientSecret,
  onReadyChange,
  onLoadError,
  onEdit,
}: StripePaymentFormProps) {
  const stripe = stripeFor(publishableKey);
  React.useEffect(() => {
    let active = true;
    void stripe.then((loaded) => {
      if (active && !loaded) onLoadError("The secure payment form could not load. Please check your connection and reload the page.");
    });
    return () => {
      active = false;
    };
  }, [stripe, onLoadError]);
  // Stable options: Elements treats a changed clientSecret as an error, so never recreate them.
  const options = React.useMemo(
    () => ({
      clientSecret,
      appearance: { theme: "stripe" as const, variables: { colorPrimary: "#3d6b52", borderRadius: "8px", fontSizeBase: "16px" } },
    }),
    [clientSecret],
  );
  return (
    <Elements stripe={stripe} options={options}>
      <PaymentElementForm handleRef={handleRef} onReadyChange={onReadyChange} onLoadError={onLoadError} onEdit={onEdit} />
    </Elements>
  );
}

function PaymentElementForm({
  handleRef,
  onReadyChange,
  onLoadError,
  onEdit,
}: Pick<StripePaymentFormProps, "handleRef" | "onReadyChange" | "onLoadError" | "onEdit">) {
  const stripe = useStripe();
  const elements = useElements();
  const [loaded, setLoaded] = React.useState(false);

  React.useEffect(() => () => onReadyChange(false), [onReadyChange]);

  React.useImperativeHandle(
    handleRef,
    () => ({
      async confirm({ clientSecret, paymentIntentId, billing, returnUrl, amountChanged }) {
        if (!stripe || !elements) return { ok: false, toast: PAYMENT_NO_RESULT_TOAST };
        try {
          // The server updated the intent's amount for the billing address's tax.
          if (amountChanged) await elements.fetchUpdates();
          const submitted = await elements.submit();
          if (submitted.error) return { ok: false, toast: paymentErrorToast(paymentErrorCode(submitted.error), submitted.error.message) };
          const result = await stripe.confirmPayment({
            elements,
            clientSecret,
            redirect: "if_required",
            confirmParams: { return_url: returnUrl, payment_method_data: { billing_details: billingDetails(billing) } },
          });
          if (result.error) return { ok: false, toast: paymentErrorToast(paymentErrorCode(result.error), result.error.message) };
          const status = result.paymentIntent?.status;
          if (status === "succeeded" || status === "processing")
            return { ok: true, paymentIntentId: result.paymentIntent?.id ?? paymentIntentId };
          return { ok: false, toast: PAYMENT_NO_RESULT_TOAST };
        } catch {
          return { ok: false, toast: PAYMENT_EXCEPTION_TOAST };
        }
      },
    }),
    [stripe, elements],
  );

  return (
    <div className="grid gap-2" aria-busy={!loaded}>
      {!loaded && (
        <div className="grid gap-3">
          <span className="sr-only">Loading the secure payment form...</span>
          <Skeleton className="h-11" />
          <div className="grid grid-cols-2 gap-3">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        </div>
      )}
      <PaymentElement
        options={{ layout: "tabs", fields: { billingDetails: { name: "never", email: "never", address: "never" } } }}
        onReady={() => {
          setLoaded(true);
          onReadyChange(true);
        }}
        onLoadError={(event) => onLoadError(event.error.message ?? "The payment form could not load.")}
        onChange={() => onEdit?.()}
      />
    </div>
  );
}
