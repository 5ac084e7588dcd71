"use client";

import * as React from "react";
import { apiRequest } from "@/lib/api/client";
import type { TaxQuote } from "@/lib/payments/tax";
import { billingAddressSchema, type BillingAddressInput } from "@/lib/validations/billing";

/** What POST /api/calculate-tax answers: the quote without its source. */
type TaxQuoteResponse = Omit<TaxQuote, "source">;

export type TaxQuoteState =
  | { status: "idle" }
  | { status: "calculating" }
  | { status: "done"; taxAmount: number; totalAmount: number; rate?: number; taxState?: string | null };

export const TAX_DEBOUNCE_MS = 500;

const IDLE: TaxQuoteState = { status: "idle" };

/**
 * The tax for a billing address (POST /api/calculate-tax): asked once line, city, state and postal code are
 * filled and valid, 500 ms after the last change; a newer address aborts the older request. On
 * failure the tax is 0 and the total the service's price. Display only: the intent recomputes it.
 */
export function useTaxQuote(service: { id: number; price: number }, address: Partial<BillingAddressInput>): TaxQuoteState {
  const [quote, setQuote] = React.useState<TaxQuoteState>(IDLE);
  const { line1, city, state, postal_code, country } = address;

  React.useEffect(() => {
    const filled = [line1, city, state, postal_code].every((value) => value?.trim());
    const parsed = filled ? billingAddressSchema.safeParse({ line1, city, state, postal_code, country: country || "US" }) : null;
    if (!parsed?.success) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- fetch on change: no request for an incomplete address
      setQuote(IDLE);
      return;
    }
    const controller = new AbortController();
    setQuote({ status: "calculating" });
    const timer = window.setTimeout(() => {
      apiRequest<TaxQuoteResponse>("/api/calculate-tax", {
        body: { serviceId: service.id, billingAddress: parsed.data },
        signal: controller.signal,
      })
        .then(
          (result): TaxQuoteState => ({
            status: "done",
            taxAmount: result.taxAmount,
            totalAmount: result.totalAmount,
            rate: result.rate,
            taxState: result.taxState,
          }),
          (): TaxQuoteState => ({ status: "done", taxAmount: 0, totalAmount: service.price }),
        )
        .then((next) => {
          if (!controller.signal.aborted) setQuote(next);
        });
    }, TAX_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [service.id, service.price, line1, city, state, postal_code, country]);

  return quote;
}
