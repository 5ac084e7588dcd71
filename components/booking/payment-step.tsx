"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, LockIcon, RefreshCwIcon } from "lucide-react";
import { apiRequest, messageOr } from "@/lib/api/client";
import type { ServiceDTO } from "@/lib/practice/catalog";
import type { BookingConfirmation } from "@/lib/appointments/complete";
import type { PaymentClientConfig } from "@/lib/payments/config";
import { NO_APPOINTMENT_ID_MESSAGE } from "@/lib/validations/payments";
import {
  BOOKING_COMPLETE_FALLBACK,
  BOOKING_CONFIRMED_TITLE,
  BOOKING_ERROR_TITLE,
  paymentSetupToast,
  type PaymentToast,
} from "@/components/booking/payment-copy";
import { billingAddressSchema, billingFormSchema, type BillingForm, type BillingFormInput } from "@/lib/validations/billing";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { BillingAddressFields } from "@/components/booking/billing-fields";
import { Skeleton } from "@/components/ui/skeleton";
import { toast, toastError } from "@/components/ui/toast";
import type { BillingDraft, BookingDraft } from "@/components/booking/booking-state";
import { BookingSummary, CustomerSummary, paymentAmounts, type AppliedDiscount } from "@/components/booking/booking-summary";
import { HoldCountdown } from "@/components/booking/hold-countdown";
import type { PaymentMethodHandle } from "@/components/booking/payment-method";
import { TestCardForm } from "@/components/booking/test-card-form";
import { usePaymentIntent } from "@/components/booking/use-payment-intent";
import { useTaxQuote } from "@/components/booking/use-tax-quote";
import { CancellationPolicyNote } from "@/components/booking/policy-link";

// Stripe's code is only downloaded when Stripe is the provider.
const StripePaymentForm = dynamic(() => import("@/components/booking/stripe-payment-form"), { ssr: false });

export type PaymentStepProps = {
  service: ServiceDTO;
  draft: BookingDraft;
  /** The hold's price before any discount, and the code applied to it. */
  price: number;
  discount: AppliedDiscount | null;
  /** The "Have a code?" and "Have a gift card?" fields, shown under the summary. */
  codeField?: React.ReactNode;
  /** The gift card applied to the hold: the intent is prepared again when it changes. */
  giftCard?: { last4: string } | null;
  /** The billing details the draft holds: the form starts from them and reports every change back. */
  billing: BillingDraft;
  paymentConfig: PaymentClientConfig;
  onBillingChange: (billing: BillingDraft) => void;
  onIntentReady: (paymentIntentId: string, amount: number) => void;
  onBack: () => void;
  onHoldExpired: () => void;
  onConfirmed: (confirmation: BookingConfirmation) => void;
};

const ADDRESS_FIELDS = ["line1", "city", "state", "postal_code", "country"] as const;

/** The billing form's labels, in form order: a disabled Complete Booking names what is missing. */
const BILLING_LABELS: Record<keyof BillingFormInput, string> = {
  firstName: "First name",
  lastName: "Last name",
  email: "Email",
  line1: "Address",
  city: "City",
  state: "State",
  postal_code: "Postal code",
  country: "Country",
};

function incompleteBillingFields(values: Partial<BillingFormInput>): string[] {
  const result = billingFormSchema.safeParse(values);
  if (result.success) return [];
  const invalid = new Set(result.error.issues.map((issue) => String(issue.path[0])));
  return (Object.keys(BILLING_LABELS) as (keyof BillingFormInput)[])
    .filter((name) => invalid.has(name))
    .map((name) => BILLING_LABELS[name]);
}

/** A payment problem shown next to the card fields until the client changes something. */
type PaymentProblem = PaymentToast & { at: number };

/**
 * Step 4: billing address, payment form and the booking's summary. The billing form is the one
 * source of the billing details (the wizard's draft follows it); the payment intent and the tax
 * quote each live in their own hook. Submitting prepares the intent with the address's tax, lets
 * the active payment form confirm it, then completes the booking on the server.
 */
export function PaymentStep({
  service,
  draft,
  price,
  discount,
  codeField,
  giftCard = null,
  billing,
  paymentConfig,
  onBillingChange,
  onIntentReady,
  onBack,
  onHoldExpired,
  onConfirmed,
}: PaymentStepProps) {
  const { appointmentId } = draft;
  const form = useForm<BillingFormInput, unknown, BillingForm>({
    resolver: zodResolver(billingFormSchema),
    defaultValues: billing,
    mode: "onChange",
  });
  const { isValid } = form.formState;

  // Keep what the client types in the wizard's draft, so Back and forth never loses it.
  const reportBilling = React.useEffectEvent(onBillingChange);
  React.useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => reportBilling({ ...values, country: values.country ?? "" }),
      }),
    [form],
  );

  const [line1, city, state, postal_code, country] = useWatch({ control: form.control, name: ADDRESS_FIELDS });
  const billingValues = useWatch({ control: form.control });
  const tax = useTaxQuote(service, { line1, city, state, postal_code, country });
  const payment = usePaymentIntent({
    appointmentId,
    serviceId: service.id,
    needsAddress: service.isVirtual,
    discountCents: discount?.cents ?? 0,
    giftCardKey: giftCard?.last4 ?? null,
    billingAddress: billingAddressSchema.safeParse({ line1, city, state, postal_code, country: country || "US" }).data ?? null,
    onReady: (ready) => onIntentReady(ready.paymentIntentId, ready.amount),
  });
  const { intent } = payment;
  // A gift card pays the whole total: no card form, Complete Booking confirms it.
  const giftOnly = intent?.provider === "gift_card";

  const [processing, setProcessing] = React.useState(false);
  const [providerReady, setProviderReady] = React.useState(paymentConfig.provider === "test");
  const [providerError, setProviderError] = React.useState<string | null>(null);
  const [holdExpired, setHoldExpired] = React.useState(false);
  // The spec's toasts go after 5 s; the problem also stays next to the card fields, focused, until
  // the client changes a card or billing field (or tries again).
  const [problem, setProblem] = React.useState<PaymentProblem | null>(null);
  const problemRef = React.useRef<HTMLDivElement>(null);
  const fail = (toast: PaymentToast, { inline = true }: { inline?: boolean } = {}) => {
    toastError(toast);
    setProblem(inline ? { ...toast, at: Date.now() } : null);
  };
  React.useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  const clearProblem = React.useCallback(() => setProblem(null), []);
  React.useEffect(() => form.subscribe({ formState: { values: true }, callback: clearProblem }), [form, clearProblem]);
  const onHoldExpire = React.useCallback(() => setHoldExpired(true), []);
  // After a successful charge only the completion is retried, never the payment.
  const paidIntentId = React.useRef<string | null>(null);
  const methodRef = React.useRef<PaymentMethodHandle>(null);

  const { calculatingTax } = paymentAmounts(price, discount, tax);
  // Submittable except while processing, while tax is calculated, before the provider is ready, or with an invalid billing form.
  const canSubmit = Boolean(intent) && (providerReady || giftOnly) && isValid && !processing && !calculatingTax && !holdExpired;
  // Why Complete Booking is disabled, said beside it (processing says so on the button itself).
  const incomplete = incompleteBillingFields(billingValues);
  const completeHint =
    canSubmit || processing
      ? null
      : holdExpired
        ? "Your reservation has expired. Choose your time again to continue."
        : payment.state.status === "error"
          ? "The payment could not be set up: use Try again above."
          : !isValid && incomplete.length > 0
            ? `Complete the billing address to continue: ${incomplete.join(", ")}.`
            : calculatingTax
              ? "Calculating tax..."
              : !intent || !providerReady
                ? "Preparing the payment form..."
                : null;

  const completeBooking = async (paymentIntentId: string | null) => {
    if (!appointmentId) {
      fail({ title: BOOKING_ERROR_TITLE, description: NO_APPOINTMENT_ID_MESSAGE });
      return;
    }
    try {
      const confirmation = await apiRequest<BookingConfirmation>("/api/complete-booking", {
        body: paymentIntentId ? { appointmentId, paymentIntentId } : { appointmentId },
      });
      toast({ title: BOOKING_CONFIRMED_TITLE, description: `A confirmation email is on its way to ${draft.clientInfo.email}.` });
      onConfirmed(confirmation);
    } catch (error) {
      fail({ title: BOOKING_ERROR_TITLE, description: messageOr(error, BOOKING_COMPLETE_FALLBACK) });
    }
  };

  const submitValid = async (billingValues: BillingForm) => {
    setProblem(null);
    if (!intent || !appointmentId) {
      fail({ title: BOOKING_ERROR_TITLE, description: NO_APPOINTMENT_ID_MESSAGE });
      return;
    }
    setProcessing(true);
    try {
      if (paidIntentId.current) {
        await completeBooking(paidIntentId.current);
        return;
      }
      // The server recomputes the amount with the billing address's tax (same intent).
      let prepared;
      try {
        prepared = await payment.prepare(billingAddressSchema.parse(billingValues));
      } catch (error) {
        fail(paymentSetupToast(messageOr(error, "")));
        return;
      }
      if (prepared.provider === "gift_card") {
        await completeBooking(null);
        return;
      }
      if (giftOnly) {
        // The total grew past the gift card's balance (the address's tax): the card form appears for the rest.
        payment.retry();
        fail({ title: BOOKING_ERROR_TITLE, description: "Your gift card no longer covers the whole total: please pay the rest by card." });
        return;
      }
      const method = methodRef.current;
      if (!method) {
        fail(paymentSetupToast());
        return;
      }
      const outcome = await method.confirm({
        clientSecret: prepared.clientSecret,
        paymentIntentId: prepared.paymentIntentId,
        billing: billingValues,
        returnUrl: `${window.location.origin}/schedule?appointment_id=${appointmentId}`,
        amountChanged: prepared.amount !== intent.amount,
      });
      if (!outcome.ok) {
        // A problem the card form shows at its own fields (focused there) is not repeated here.
        fail(outcome.toast, { inline: !outcome.shownAtFields });
        return;
      }
      paidIntentId.current = outcome.paymentIntentId;
      await completeBooking(outcome.paymentIntentId);
    } catch {
      fail(paymentSetupToast());
    } finally {
      setProcessing(false);
    }
  };
  // handleSubmit is called on submit, not during render: the handler reads refs and the clock.
  const submit = (event: React.FormEvent<HTMLFormElement>) => form.handleSubmit(submitValid)(event);

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid min-w-0 gap-6 lg:order-2">
        {draft.holdExpiresAt && (
          <HoldCountdown expiresAt={draft.holdExpiresAt} onExpire={onHoldExpire} expired={holdExpired} onChooseAgain={onHoldExpired} />
        )}
        <BookingSummary
          service={service}
          startsAt={draft.startsAt}
          price={price}
          discount={discount}
          tax={tax}
          giftCard={intent?.giftCard ?? null}
        />
        {codeField}
        <CustomerSummary clientInfo={draft.clientInfo} />
      </div>

      <Form {...form}>
        <form onSubmit={submit} noValidate className="grid min-w-0 gap-6 lg:order-1" aria-labelledby="booking-step-title">
          <BillingAddressFields disabled={processing} />

          <section aria-labelledby="payment-heading" className="grid gap-4">
            <h3 id="payment-heading" className="flex items-center gap-2 font-display text-lg font-semibold">
              <LockIcon className="size-4 text-primary" aria-hidden="true" /> Payment
            </h3>
            {payment.state.status === "address" && (
              <p className="text-sm text-muted-foreground">
                A virtual session is taxed where you are billed: enter your billing address above and the card form appears here.
              </p>
            )}
            {payment.state.status === "loading" && (
              <div className="grid gap-3" aria-busy="true">
                <span className="sr-only">Preparing your payment...</span>
                <Skeleton className="h-11" />
                <Skeleton className="h-11" />
              </div>
            )}
            {payment.state.status === "error" && (
              <Alert variant="destructive">
                <AlertTitle>Payment Setup Failed</AlertTitle>
                <AlertDescription>
                  <p>{payment.state.message}</p>
                  <Button variant="outline" size="sm" className="mt-2" onClick={payment.retry}>
                    <RefreshCwIcon aria-hidden="true" /> Try again
                  </Button>
                </AlertDescription>
              </Alert>
            )}
            {giftOnly && (
              <p className="rounded-lg border border-border bg-primary-soft/40 p-4 text-sm">
                Your gift card covers the whole total: no card is needed.
              </p>
            )}
            {intent && !giftOnly && paymentConfig.provider === "test" && (
              <TestCardForm handleRef={methodRef} disabled={processing} onEdit={clearProblem} />
            )}
            {intent && !giftOnly && paymentConfig.provider === "stripe" && (
              <StripePaymentForm
                key={intent.clientSecret}
                handleRef={methodRef}
                publishableKey={paymentConfig.publishableKey}
                clientSecret={intent.clientSecret}
                onReadyChange={setProviderReady}
                onLoadError={setProviderError}
                onEdit={clearProblem}
              />
            )}
            {problem && (
              <Alert
                ref={problemRef}
                id="payment-error"
                variant="destructive"
                tabIndex={-1}
                className="focus:outline-2 focus:outline-offset-2 focus:outline-destructive"
              >
                <AlertTitle>{problem.title}</AlertTitle>
                <AlertDescription>
                  <p>{problem.description}</p>
                </AlertDescription>
              </Alert>
            )}
            {providerError && (
              <Alert variant="destructive">
                <AlertDescription>{providerError}</AlertDescription>
              </Alert>
            )}
          </section>

          {/* On a phone the buttons stack with Complete Booking first and its reason right under it. */}
          <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:items-start sm:justify-between">
            <Button variant="outline" size="lg" onClick={onBack} disabled={processing}>
              <ArrowLeftIcon aria-hidden="true" /> Back
            </Button>
            <div className="grid gap-2 sm:max-w-80 sm:justify-items-end">
              <Button type="submit" size="lg" disabled={!canSubmit} aria-describedby={completeHint ? "complete-hint" : undefined}>
                {processing ? "Processing..." : `Complete Booking`}
              </Button>
              {completeHint && (
                <p id="complete-hint" className="text-sm text-muted-foreground sm:text-right">
                  {completeHint}
                </p>
              )}
              <CancellationPolicyNote className="text-sm text-muted-foreground sm:text-right" />
            </div>
          </div>
        </form>
      </Form>
    </div>
  );
}
