"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { ArrowLeftIcon, LockIcon, RefreshCwIcon } from "lucide-react";
import type { ServiceDTO } from "@/lib/content/services";
import type { PaymentClientConfig } from "@/lib/payments/config";
import {
  BOOKING_COMPLETE_FALLBACK,
  BOOKING_CONFIRMED_TITLE,
  BOOKING_ERROR_TITLE,
  NO_APPOINTMENT_ID_MESSAGE,
  paymentSetupToast,
} from "@/lib/validations/payments";
import { billingAddressSchema, billingFormSchema, type BillingForm, type BillingFormInput } from "@/lib/validations/billing";
import { formatLongDate, formatPrice, formatTimeWithZone } from "@/lib/format";
import { fullAddress } from "@/lib/site-config";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form, TextField } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { toast, toastError } from "@/components/ui/toast";
import { apiRequest, messageOr } from "@/components/booking/api";
import type { BillingDraft, BookingDraft } from "@/components/booking/booking-state";
import type { BookingConfirmation as ConfirmedBooking } from "@/lib/payments/complete";
import { HoldCountdown } from "@/components/booking/hold-countdown";
import type { PaymentMethodHandle } from "@/components/booking/payment-method";
import { TestCardForm } from "@/components/booking/test-card-form";

// Stripe's code is only downloaded when Stripe is the provider.
const StripePaymentForm = dynamic(() => import("@/components/booking/stripe-payment-form"), { ssr: false });

type IntentResponse = { clientSecret: string; paymentIntentId: string; provider: "stripe" | "test"; subtotal: number; taxAmount: number; amount: number };
type TaxResponse = { subtotal: number; taxAmount: number; totalAmount: number; rate: number };

type IntentState = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; intent: IntentResponse };
type TaxState = { status: "idle" } | { status: "calculating" } | { status: "done"; taxAmount: number; totalAmount: number };

const TAX_DEBOUNCE_MS = 500;

type PaymentStepProps = {
  service: ServiceDTO;
  draft: BookingDraft;
  billing: BillingDraft;
  paymentConfig: PaymentClientConfig;
  onBillingChange: (billing: BillingDraft) => void;
  onIntentReady: (paymentIntentId: string, amount: number) => void;
  onBack: () => void;
  onHoldExpired: () => void;
  onConfirmed: (confirmation: ConfirmedBooking) => void;
};

/** A billing form field: typed to the billing address form, always required. */
const BillingField = TextField<BillingFormInput>;

export function PaymentStep({ service, draft, billing, paymentConfig, onBillingChange, onIntentReady, onBack, onHoldExpired, onConfirmed }: PaymentStepProps) {
  const { appointmentId } = draft;
  const [intentState, setIntentState] = React.useState<IntentState>({ status: "loading" });
  const [intentAttempt, setIntentAttempt] = React.useState(0);
  const [tax, setTax] = React.useState<TaxState>({ status: "idle" });
  const [processing, setProcessing] = React.useState(false);
  const [providerReady, setProviderReady] = React.useState(paymentConfig.provider === "test");
  const [providerError, setProviderError] = React.useState<string | null>(null);
  const [holdExpired, setHoldExpired] = React.useState(false);
  // After a successful charge only the completion is retried, never the payment.
  const [paidIntentId, setPaidIntentId] = React.useState<string | null>(null);
  const methodRef = React.useRef<PaymentMethodHandle>(null);
  const onHoldExpire = React.useCallback(() => setHoldExpired(true), []);

  const form = useForm<BillingFormInput, unknown, BillingForm>({
    resolver: zodResolver(billingFormSchema),
    defaultValues: billing,
    mode: "onChange",
  });
  const values = useWatch({ control: form.control }) as BillingDraft;
  const { isValid } = form.formState;

  // Keep what the client typed in the wizard's draft, so Back and forth never loses it.
  React.useEffect(() => {
    onBillingChange({ ...billing, ...values });
    // Only when the values change (useWatch returns a new object on every render).
  }, [JSON.stringify(values)]);

  // 1. Prepare the payment for the held appointment (its real id; the server checks the owner).
  React.useEffect(() => {
    if (!appointmentId) {
      setIntentState({ status: "error", message: NO_APPOINTMENT_ID_MESSAGE });
      return;
    }
    let cancelled = false;
    setIntentState({ status: "loading" });
    apiRequest<IntentResponse>("/api/create-payment-intent", { body: { serviceId: service.id, appointmentId } })
      .then((result) => {
        if (cancelled) return;
        if (result.ok) {
          setIntentState({ status: "ready", intent: result.data });
          onIntentReady(result.data.paymentIntentId, result.data.amount);
        } else {
          const message = paymentSetupToast(result.serverMessage ? result.message : undefined);
          setIntentState({ status: "error", message: message.description });
          toastError(message);
        }
      })
      .catch(() => {
        if (cancelled) return;
        const message = paymentSetupToast();
        setIntentState({ status: "error", message: message.description });
        toastError(message);
      });
    return () => {
      cancelled = true;
    };
    // Once per appointment (and on retry); onIntentReady is a fresh closure every render.
  }, [appointmentId, service.id, intentAttempt]);

  // 2. Tax, once the address is complete (debounced). On failure: no tax, total = price.
  const address = { line1: values.line1, city: values.city, state: values.state, postal_code: values.postal_code, country: values.country || "US" };
  const addressKey = JSON.stringify(address);
  const addressComplete = Boolean(address.line1?.trim() && address.city?.trim() && address.state?.trim() && address.postal_code?.trim());
  React.useEffect(() => {
    if (!addressComplete) {
      setTax({ status: "idle" });
      return;
    }
    const parsed = billingAddressSchema.safeParse(JSON.parse(addressKey));
    if (!parsed.success) {
      setTax({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    setTax({ status: "calculating" });
    const timer = window.setTimeout(() => {
      apiRequest<TaxResponse>("/api/calculate-tax", { body: { serviceId: service.id, billingAddress: parsed.data }, signal: controller.signal })
        .then((result) => {
          if (controller.signal.aborted) return;
          setTax(result.ok ? { status: "done", taxAmount: result.data.taxAmount, totalAmount: result.data.totalAmount } : { status: "done", taxAmount: 0, totalAmount: service.price });
        })
        .catch(() => {
          if (!controller.signal.aborted) setTax({ status: "done", taxAmount: 0, totalAmount: service.price });
        });
    }, TAX_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [addressComplete, addressKey, service.id, service.price]);

  const intent = intentState.status === "ready" ? intentState.intent : null;
  const subtotal = intent?.subtotal ?? service.price;
  const taxAmount = tax.status === "done" ? tax.taxAmount : 0;
  const total = tax.status === "done" ? tax.totalAmount : subtotal;
  const calculatingTax = tax.status === "calculating";

  const canSubmit = Boolean(intent) && providerReady && isValid && !processing && !calculatingTax && !holdExpired;

  const completeBooking = async (paymentIntentId: string) => {
    if (!appointmentId) {
      toastError({ title: BOOKING_ERROR_TITLE, description: NO_APPOINTMENT_ID_MESSAGE });
      return;
    }
    try {
      const result = await apiRequest<ConfirmedBooking>("/api/complete-booking", { body: { appointmentId, paymentIntentId } });
      if (!result.ok) {
        toastError({ title: BOOKING_ERROR_TITLE, description: messageOr(result, BOOKING_COMPLETE_FALLBACK) });
        return;
      }
      toast({ title: BOOKING_CONFIRMED_TITLE, description: `A confirmation email is on its way to ${draft.clientInfo.email}.` });
      onConfirmed(result.data);
    } catch {
      toastError({ title: BOOKING_ERROR_TITLE, description: BOOKING_COMPLETE_FALLBACK });
    }
  };

  const submit = form.handleSubmit(async (billingValues) => {
    if (!intent || !appointmentId) {
      toastError({ title: BOOKING_ERROR_TITLE, description: NO_APPOINTMENT_ID_MESSAGE });
      return;
    }
    setProcessing(true);
    try {
      if (paidIntentId) {
        await completeBooking(paidIntentId);
        return;
      }
      // The server recomputes the amount with the billing address's tax (same intent).
      const prepared = await apiRequest<IntentResponse>("/api/create-payment-intent", {
        body: { serviceId: service.id, appointmentId, billingAddress: billingAddressSchema.parse(billingValues) },
      });
      if (!prepared.ok) {
        toastError(paymentSetupToast(prepared.serverMessage ? prepared.message : undefined));
        return;
      }
      const method = methodRef.current;
      if (!method) {
        toastError(paymentSetupToast());
        return;
      }
      const outcome = await method.confirm({
        clientSecret: prepared.data.clientSecret,
        paymentIntentId: prepared.data.paymentIntentId,
        billing: billingValues,
        returnUrl: `${window.location.origin}/schedule?appointment_id=${appointmentId}`,
        amountChanged: prepared.data.amount !== intent.amount,
      });
      if (!outcome.ok) {
        toastError(outcome.toast);
        return;
      }
      setPaidIntentId(outcome.paymentIntentId);
      await completeBooking(outcome.paymentIntentId);
    } catch {
      toastError(paymentSetupToast());
    } finally {
      setProcessing(false);
    }
  });

  const isVirtual = service.isVirtual;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <div className="grid min-w-0 gap-6 lg:order-2">
        {draft.holdExpiresAt && (
          <HoldCountdown
            expiresAt={draft.holdExpiresAt}
            onExpire={onHoldExpire}
            expired={holdExpired}
            onChooseAgain={onHoldExpired}
          />
        )}
        <section aria-labelledby="summary-heading" className="rounded-lg border border-border bg-sand/40 p-5">
          <h3 id="summary-heading" className="font-display text-lg font-semibold">
            Booking Summary
          </h3>
          <dl className="mt-3 grid gap-2 text-sm">
            <SummaryRow term="Service" value={service.name} />
            {draft.startsAt && <SummaryRow term="Date" value={formatLongDate(draft.startsAt)} />}
            {draft.startsAt && <SummaryRow term="Time" value={formatTimeWithZone(draft.startsAt)} />}
            <SummaryRow term="Duration" value={`${service.duration} minutes`} />
            <SummaryRow term="Location" value={isVirtual ? "Virtual (video call)" : `In-Person, ${fullAddress}`} />
            <SummaryRow term="Price" value={formatPrice(subtotal)} />
          </dl>
          <dl className="mt-4 grid gap-2 border-t border-border pt-4 text-sm" aria-live="polite">
            {calculatingTax && (
              <div className="flex justify-between gap-4 text-muted-foreground">
                <dt>Tax</dt>
                <dd>Calculating...</dd>
              </div>
            )}
            {!calculatingTax && taxAmount > 0 && <SummaryRow term="Tax" value={formatPrice(taxAmount)} />}
            <div className="flex justify-between gap-4 text-base font-semibold">
              <dt>Total</dt>
              <dd>{formatPrice(total)}</dd>
            </div>
          </dl>
        </section>

        <section aria-labelledby="customer-heading" className="rounded-lg border border-border p-5">
          <h3 id="customer-heading" className="font-display text-lg font-semibold">
            Customer Information
          </h3>
          <dl className="mt-3 grid gap-2 text-sm">
            <SummaryRow term="Name" value={`${draft.clientInfo.firstName} ${draft.clientInfo.lastName}`.trim()} />
            <SummaryRow term="Email" value={draft.clientInfo.email} />
            <SummaryRow term="Phone" value={draft.clientInfo.phone} />
          </dl>
        </section>
      </div>

      <Form {...form}>
        <form onSubmit={submit} noValidate className="grid min-w-0 gap-6 lg:order-1" aria-labelledby="booking-step-title">
          <fieldset className="grid gap-4" disabled={processing}>
            <legend className="mb-2 font-display text-lg font-semibold">Billing Address</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <BillingField name="firstName" label="First name" autoComplete="given-name" required />
              <BillingField name="lastName" label="Last name" autoComplete="family-name" required />
            </div>
            <BillingField name="email" label="Email" type="email" autoComplete="email" required />
            <BillingField name="line1" label="Address" autoComplete="address-line1" required />
            <div className="grid gap-4 sm:grid-cols-[1fr_6rem_8rem]">
              <BillingField name="city" label="City" autoComplete="address-level2" required />
              <BillingField name="state" label="State" autoComplete="address-level1" maxLength={2} placeholder="NC" className="uppercase" required />
              <BillingField name="postal_code" label="Postal code" autoComplete="postal-code" inputMode="numeric" maxLength={10} required />
            </div>
            <BillingField name="country" label="Country" autoComplete="country" maxLength={2} className="uppercase sm:max-w-32" required />
          </fieldset>

          <section aria-labelledby="payment-heading" className="grid gap-4">
            <h3 id="payment-heading" className="flex items-center gap-2 font-display text-lg font-semibold">
              <LockIcon className="size-4 text-primary" aria-hidden="true" /> Payment
            </h3>
            {intentState.status === "loading" && (
              <div className="grid gap-3" aria-busy="true">
                <span className="sr-only">Preparing your payment...</span>
                <Skeleton className="h-11" />
                <Skeleton className="h-11" />
              </div>
            )}
            {intentState.status === "error" && (
              <Alert variant="destructive">
                <AlertTitle>Payment Setup Failed</AlertTitle>
                <AlertDescription>
                  <p>{intentState.message}</p>
                  <Button variant="outline" size="sm" className="mt-2" onClick={() => setIntentAttempt((n) => n + 1)}>
                    <RefreshCwIcon aria-hidden="true" /> Try again
                  </Button>
                </AlertDescription>
              </Alert>
            )}
            {intent && paymentConfig.provider === "test" && <TestCardForm handleRef={methodRef} disabled={processing} />}
            {intent && paymentConfig.provider === "stripe" && (
              <StripePaymentForm
                key={intent.clientSecret}
                handleRef={methodRef}
                publishableKey={paymentConfig.publishableKey}
                clientSecret={intent.clientSecret}
                onReadyChange={setProviderReady}
                onLoadError={setProviderError}
              />
            )}
            {providerError && (
              <Alert variant="destructive">
                <AlertDescription>{providerError}</AlertDescription>
              </Alert>
            )}
          </section>

          <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-between">
            <Button variant="outline" size="lg" onClick={onBack} disabled={processing}>
              <ArrowLeftIcon aria-hidden="true" /> Back
            </Button>
            <Button type="submit" size="lg" disabled={!canSubmit} aria-describedby={!canSubmit && !processing ? "complete-hint" : undefined}>
              {processing ? "Processing..." : `Complete Booking`}
            </Button>
          </div>
          {!canSubmit && !processing && !holdExpired && (
            <p id="complete-hint" className="-mt-3 text-right text-sm text-muted-foreground">
              {calculatingTax ? "Calculating tax..." : !isValid ? "Complete the billing address to continue." : !intent || !providerReady ? "Preparing the payment form..." : ""}
            </p>
          )}
        </form>
      </Form>
    </div>
  );
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{term}</dt>
      {/* Long emails wrap anywhere instead of widening the summary on a phone. */}
      <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere]">{value}</dd>
    </div>
  );
}

