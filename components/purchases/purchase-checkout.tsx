"use client";

import * as React from "react";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LockIcon, RefreshCwIcon } from "lucide-react";
import { apiRequest, messageOr } from "@/lib/api/client";
import type { PaymentClientConfig } from "@/lib/payments/config";
import type { PurchaseCheckout as Checkout } from "@/lib/purchases/checkout";
import type { CompletePurchaseResponse } from "@/lib/purchases/confirm";
import { purchasePaths } from "@/lib/purchases/paths";
import { formatPrice } from "@/lib/format";
import { taxLabel } from "@/lib/payments/tax-display";
import {
  billingAddressSchema,
  billingFormSchema,
  type BillingAddress,
  type BillingForm,
  type BillingFormInput,
} from "@/lib/validations/billing";
import { paymentSetupToast, type PaymentToast } from "@/components/booking/payment-copy";
import type { PaymentMethodHandle } from "@/components/booking/payment-method";
import { BillingAddressFields } from "@/components/booking/billing-fields";
import { TestCardForm } from "@/components/booking/test-card-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { toastError } from "@/components/ui/toast";
import { GiftCardField, type AppliedGiftCard } from "@/components/gift-cards/gift-card-field";
import type { GiftCardBalance } from "@/lib/gift-cards/lookup";

// Stripe's code is only downloaded when Stripe is the provider.
const StripePaymentForm = dynamic(() => import("@/components/booking/stripe-payment-form"), { ssr: false });

const PURCHASE_ERROR_TITLE = "Purchase Not Completed";
const ADDRESS_FIELDS = ["line1", "city", "state", "postal_code", "country"] as const;

export type PurchaseCheckoutProps = {
  /** A package bought with the address's tax (the purchase starts once the address is known), or a purchase already started. */
  start: { kind: "package"; packageId: number } | { kind: "purchase"; checkout: Checkout };
  item: string;
  /** The price before tax (the summary's first line until the server's quote is in). */
  priceCents: number;
  taxNote: string;
  billing: BillingFormInput;
  paymentConfig: PaymentClientConfig;
};

/**
 * A purchase's payment step, the booking wizard's own parts: the billing address, the summary
 * (item, subtotal, tax, total) and the active card form. The server prices the purchase for the
 * address; paying confirms the card, then completes the purchase and opens its confirmation.
 */
export function PurchaseCheckout({ start, item, priceCents, taxNote, billing, paymentConfig }: PurchaseCheckoutProps) {
  const router = useRouter();
  const form = useForm<BillingFormInput, unknown, BillingForm>({
    resolver: zodResolver(billingFormSchema),
    defaultValues: billing,
    mode: "onChange",
  });
  const [checkout, setCheckout] = React.useState<Checkout | null>(start.kind === "purchase" ? start.checkout : null);
  const [setup, setSetup] = React.useState<{ status: "idle" | "loading" | "error"; message?: string }>({ status: "idle" });
  const [processing, setProcessing] = React.useState(false);
  const [providerReady, setProviderReady] = React.useState(paymentConfig.provider === "test");
  const [problem, setProblem] = React.useState<PaymentToast | null>(null);
  const problemRef = React.useRef<HTMLDivElement>(null);
  const methodRef = React.useRef<PaymentMethodHandle>(null);
  const paidIntentId = React.useRef<string | null>(null);
  const quotedFor = React.useRef<string | null>(null);
  // A package may be paid all or in part by a gift card: the code goes with the purchase when it starts.
  const [giftCard, setGiftCard] = React.useState<{ code: string; card: AppliedGiftCard } | null>(null);
  const [giftCardState, setGiftCardState] = React.useState<{ error: string | null; pending: boolean }>({ error: null, pending: false });

  const [line1, city, state, postal_code, country] = useWatch({ control: form.control, name: ADDRESS_FIELDS });
  const address = billingAddressSchema.safeParse({ line1, city, state, postal_code, country: country || "US" }).data ?? null;
  const addressKey = address ? JSON.stringify(address) : null;

  React.useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);

  /** The purchase priced for this address: started (a package) or updated (same intent). */
  const price = React.useCallback(
    async (billingAddress: BillingAddress, current: Checkout | null): Promise<Checkout> => {
      const create = () =>
        apiRequest<Checkout>("/api/purchases", {
          body: {
            kind: "package",
            packageId: start.kind === "package" ? start.packageId : 0,
            billingAddress,
            ...(giftCard ? { giftCardCode: giftCard.code } : {}),
          },
        });
      let next: Checkout;
      if (!current) next = await create();
      else {
        try {
          next = await apiRequest<Checkout>(`/api/purchases/${current.purchaseId}/payment-intent`, { body: { billingAddress } });
        } catch (error) {
          // The gift card's part changed with the total: a package's purchase starts again.
          if (!giftCard || start.kind !== "package") throw error;
          next = await create();
        }
      }
      quotedFor.current = JSON.stringify(billingAddress);
      setCheckout(next);
      return next;
    },
    [start, giftCard],
  );

  /** A new gift card (or none): a package's purchase starts again with it once the address is known. */
  const restartWith = (next: { code: string; card: AppliedGiftCard } | null) => {
    setGiftCard(next);
    setCheckout(null);
    quotedFor.current = null;
    paidIntentId.current = null;
  };
  const applyGiftCard = async (code: string) => {
    setGiftCardState({ error: null, pending: true });
    try {
      const card = await apiRequest<GiftCardBalance>("/api/gift-cards/balance", { body: { code } });
      if (card.balanceCents <= 0) setGiftCardState({ error: "This gift card has no balance left.", pending: false });
      else {
        restartWith({ code, card });
        setGiftCardState({ error: null, pending: false });
      }
    } catch (error) {
      setGiftCardState({ error: messageOr(error, "This gift card code could not be checked. Please try again."), pending: false });
    }
  };

  // The tax follows the address as it is typed (a package's purchase starts with the first full address).
  React.useEffect(() => {
    if (!addressKey || addressKey === quotedFor.current || processing) return;
    const timer = window.setTimeout(async () => {
      setSetup({ status: "loading" });
      try {
        await price(JSON.parse(addressKey) as BillingAddress, checkout);
        setSetup({ status: "idle" });
      } catch (error) {
        setSetup({ status: "error", message: messageOr(error, paymentSetupToast().description) });
      }
    }, 500);
    return () => window.clearTimeout(timer);
  }, [addressKey, checkout, price, processing]);

  const fail = (toast: PaymentToast, inline = true) => {
    toastError(toast);
    setProblem(inline ? toast : null);
  };

  const completePurchase = async (purchaseId: number, paymentIntentId: string) => {
    try {
      const done = await apiRequest<CompletePurchaseResponse>(`/api/purchases/${purchaseId}/complete`, { body: { paymentIntentId } });
      router.push(done.confirmationUrl);
    } catch (error) {
      fail({ title: PURCHASE_ERROR_TITLE, description: messageOr(error, "Your purchase could not be completed. Please contact us.") });
    }
  };

  const submitValid = async (values: BillingForm) => {
    setProblem(null);
    setProcessing(true);
    try {
      if (paidIntentId.current && checkout) return await completePurchase(checkout.purchaseId, paidIntentId.current);
      let prepared: Checkout;
      try {
        prepared = await price(billingAddressSchema.parse(values), checkout);
      } catch (error) {
        return fail(paymentSetupToast(messageOr(error, "")));
      }
      // Paid in full by the gift card: no card to confirm.
      if (prepared.amount === 0) return await completePurchase(prepared.purchaseId, prepared.paymentIntentId);
      const method = methodRef.current;
      if (!method) return fail(paymentSetupToast());
      const outcome = await method.confirm({
        clientSecret: prepared.clientSecret,
        paymentIntentId: prepared.paymentIntentId,
        billing: values,
        returnUrl: `${window.location.origin}${purchasePaths.confirmation(prepared.purchaseId)}`,
        amountChanged: prepared.amount !== checkout?.amount,
      });
      if (!outcome.ok) return fail(outcome.toast, !outcome.shownAtFields);
      paidIntentId.current = outcome.paymentIntentId;
      await completePurchase(prepared.purchaseId, outcome.paymentIntentId);
    } catch {
      fail(paymentSetupToast());
    } finally {
      setProcessing(false);
    }
  };
  const submit = (event: React.FormEvent<HTMLFormElement>) => form.handleSubmit(submitValid)(event);

  const { isValid } = form.formState;
  const calculating = setup.status === "loading";
  const cardNeeded = !checkout || checkout.amount > 0;
  const canPay = Boolean(checkout) && (providerReady || !cardNeeded) && isValid && !processing && !calculating && !giftCardState.pending;
  const hint =
    canPay || processing
      ? null
      : !checkout
        ? "Enter your billing address: the tax and the card form follow."
        : calculating
          ? "Calculating tax..."
          : !isValid
            ? "Complete the billing address to continue."
            : "Preparing the payment form...";

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <section aria-labelledby="purchase-summary-heading" className="h-fit rounded-lg border border-border bg-sand/40 p-5 lg:order-2">
        <h2 id="purchase-summary-heading" className="mb-3 font-display text-lg font-semibold">
          Summary
        </h2>
        <dl className="grid gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Item</dt>
            <dd className="text-right font-medium">{item}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">Subtotal</dt>
            <dd>{formatPrice(checkout?.subtotal ?? priceCents)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-muted-foreground">
              {checkout ? taxLabel({ rate: checkout.taxRate, state: checkout.taxState }) : "Sales tax"}
            </dt>
            <dd aria-live="polite">{calculating ? "Calculating..." : checkout ? formatPrice(checkout.taxAmount) : "After your address"}</dd>
          </div>
          {checkout && checkout.giftCardCents > 0 ? (
            <div className="flex justify-between gap-4">
              <dt className="text-muted-foreground">Gift card (…{giftCard?.card.last4})</dt>
              <dd>−{formatPrice(checkout.giftCardCents)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-semibold">
            <dt>{checkout && checkout.giftCardCents > 0 ? "Card pays" : "Total"}</dt>
            <dd>{checkout ? formatPrice(checkout.amount) : "—"}</dd>
          </div>
        </dl>
        <p className="mt-3 text-xs text-muted-foreground">{taxNote}</p>
        {start.kind === "package" ? (
          <div className="mt-4 border-t border-border pt-4">
            <GiftCardField
              applied={giftCard && { ...giftCard.card, appliedCents: checkout?.giftCardCents }}
              error={giftCardState.error}
              pending={giftCardState.pending}
              disabled={processing}
              onApply={(code) => void applyGiftCard(code)}
              onRemove={() => restartWith(null)}
            />
          </div>
        ) : null}
      </section>

      <Form {...form}>
        <form onSubmit={submit} noValidate className="grid min-w-0 gap-6 lg:order-1" aria-label="Payment">
          <BillingAddressFields disabled={processing} />
          <section aria-labelledby="purchase-payment-heading" className="grid gap-4">
            <h2 id="purchase-payment-heading" className="flex items-center gap-2 font-display text-lg font-semibold">
              <LockIcon className="size-4 text-primary" aria-hidden="true" /> Payment
            </h2>
            {!checkout && setup.status !== "error" && (
              <p className="text-sm text-muted-foreground">Enter your billing address above and the card form appears here.</p>
            )}
            {calculating && !checkout && (
              <div className="grid gap-3" aria-busy="true">
                <span className="sr-only">Preparing your payment...</span>
                <Skeleton className="h-11" />
              </div>
            )}
            {setup.status === "error" && (
              <Alert variant="destructive">
                <AlertTitle>Payment Setup Failed</AlertTitle>
                <AlertDescription>
                  <p>{setup.message}</p>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    className="mt-2"
                    onClick={() => {
                      quotedFor.current = null;
                      setSetup({ status: "idle" });
                      void form.trigger();
                    }}
                  >
                    <RefreshCwIcon aria-hidden="true" /> Try again
                  </Button>
                </AlertDescription>
              </Alert>
            )}
            {checkout && !cardNeeded && <p className="text-sm">Your gift card pays the whole amount: no card is needed.</p>}
            {checkout && cardNeeded && paymentConfig.provider === "test" && (
              <TestCardForm handleRef={methodRef} disabled={processing} onEdit={() => setProblem(null)} />
            )}
            {checkout && cardNeeded && paymentConfig.provider === "stripe" && (
              <StripePaymentForm
                key={checkout.clientSecret}
                handleRef={methodRef}
                publishableKey={paymentConfig.publishableKey}
                clientSecret={checkout.clientSecret}
                onReadyChange={setProviderReady}
                onLoadError={(message) => setSetup({ status: "error", message })}
                onEdit={() => setProblem(null)}
              />
            )}
            {problem && (
              <Alert
                ref={problemRef}
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
          </section>
          <div className="grid gap-2">
            <Button type="submit" size="lg" disabled={!canPay} aria-describedby={hint ? "purchase-pay-hint" : undefined}>
              {processing
                ? "Processing..."
                : checkout && !cardNeeded
                  ? "Complete purchase"
                  : checkout
                    ? `Pay ${formatPrice(checkout.amount)}`
                    : "Pay"}
            </Button>
            {hint && (
              <p id="purchase-pay-hint" className="text-sm text-muted-foreground">
                {hint}
              </p>
            )}
          </div>
        </form>
      </Form>
    </div>
  );
}
