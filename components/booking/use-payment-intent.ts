"use client";

import * as React from "react";
import { apiRequest, isAbort, messageOr } from "@/lib/api/client";
import { NO_APPOINTMENT_ID_MESSAGE } from "@/lib/validations/payments";
import { paymentSetupToast } from "@/components/booking/payment-copy";
import type { PaymentIntentResponse } from "@/lib/appointments/payment-intent";
import type { BillingAddress } from "@/lib/validations/billing";
import { toastError } from "@/components/ui/toast";

export type PaymentIntentState =
  { status: "address" } | { status: "loading" } | { status: "error"; message: string } | { status: "ready"; intent: PaymentIntentResponse };

const createIntent = (body: { serviceId: number; appointmentId: number; billingAddress?: BillingAddress }, signal?: AbortSignal) =>
  apiRequest<PaymentIntentResponse>("/api/create-payment-intent", { body, signal });

const initialState = (appointmentId: number | null): PaymentIntentState =>
  appointmentId ? { status: "loading" } : { status: "error", message: NO_APPOINTMENT_ID_MESSAGE };

/**
 * The payment intent of the held appointment (its real id; the server checks the owner): created
 * once per appointment when the payment step opens, again only on `retry()`. A virtual session is
 * taxed at the billing address, so its intent waits for the first valid one (`billingAddress`) and
 * the server refuses it without (lib/payments/tax.ts). A failure shows the spec's 'Payment Setup
 * Failed' toast and stays as the error state. `prepare()` asks the server to recompute the same
 * intent's amount with the billing address's tax, right before paying.
 */
export function usePaymentIntent({
  appointmentId,
  serviceId,
  needsAddress,
  discountCents,
  giftCardKey = null,
  billingAddress,
  onReady,
}: {
  appointmentId: number | null;
  serviceId: number;
  /** Whether the intent needs the billing address (a virtual session). */
  needsAddress: boolean;
  /** The applied code's discount: a new one updates the intent's amount. */
  discountCents: number;
  /** The gift card applied to the hold (its last four): a new one, or none, updates the split. */
  giftCardKey?: string | null;
  /** The billing address when the form's address is valid, else null. */
  billingAddress: BillingAddress | null;
  onReady: (intent: PaymentIntentResponse) => void;
}) {
  const [state, setState] = React.useState<PaymentIntentState>(() => initialState(appointmentId));
  const [attempt, setAttempt] = React.useState(0);
  const ready = React.useEffectEvent(onReady);
  const openingAddress = React.useEffectEvent(() => billingAddress ?? undefined);
  // Latched: once an address was valid the intent exists; later edits go through prepare().
  const [addressSeen, setAddressSeen] = React.useState(false);
  if (billingAddress && !addressSeen) setAddressSeen(true);
  const canOpen = !needsAddress || addressSeen;

  React.useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- fetch on change: the new request's loading state
    setState(appointmentId && !canOpen ? { status: "address" } : initialState(appointmentId));
    if (!appointmentId || !canOpen) return;
    const controller = new AbortController();
    createIntent({ serviceId, appointmentId, billingAddress: openingAddress() }, controller.signal).then(
      (intent) => {
        if (controller.signal.aborted) return;
        setState({ status: "ready", intent });
        ready(intent);
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return;
        const toast = paymentSetupToast(messageOr(error, ""));
        setState({ status: "error", message: toast.description });
        toastError(toast);
      },
    );
    return () => controller.abort();
  }, [appointmentId, serviceId, attempt, canOpen, discountCents, giftCardKey]);

  const retry = React.useCallback(() => setAttempt((n) => n + 1), []);
  const prepare = React.useCallback(
    (billingAddress: BillingAddress) => {
      if (!appointmentId) return Promise.reject(new Error(NO_APPOINTMENT_ID_MESSAGE));
      return createIntent({ serviceId, appointmentId, billingAddress });
    },
    [appointmentId, serviceId],
  );

  return { state, intent: state.status === "ready" ? state.intent : null, retry, prepare };
}
