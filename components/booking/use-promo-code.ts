"use client";

import * as React from "react";
import { apiRequest, messageOr } from "@/lib/api/client";
import type { PromoCodeResult } from "@/lib/appointments/promo-code";

export type PromoCodeState = {
  /** What the hold costs now, as the server answered; null until it did (the hold's price, no code). */
  applied: PromoCodeResult | null;
  /** Why the last code was refused, worded by the server. */
  error: string | null;
  pending: boolean;
  /** False while the code the client asked for (a link's ?code=, a code kept from an earlier hold) is applied on arrival. */
  settled: boolean;
};

/**
 * The promo code of the held appointment. The code the client asked for is applied to the hold
 * when the payment step opens (each new hold gets it again); a refused code stays in the field with
 * the server's reason, and the hold keeps its price. `onCodeChange` keeps the draft's code in step.
 */
export function usePromoCode(appointmentId: number | null, wanted: string | null, onCodeChange: (code: string | null) => void) {
  const [state, setState] = React.useState<PromoCodeState>({
    applied: null,
    error: null,
    pending: false,
    settled: !wanted || !appointmentId,
  });
  const report = React.useEffectEvent(onCodeChange);

  const send = React.useCallback(
    async (method: "POST" | "DELETE", code?: string) => {
      if (!appointmentId) return;
      setState((s) => ({ ...s, pending: true, error: null }));
      try {
        const result = await apiRequest<PromoCodeResult>(`/api/appointments/${appointmentId}/promo-code`, {
          method,
          body: method === "POST" ? { code } : undefined,
        });
        setState({ applied: result, error: null, pending: false, settled: true });
        report(result.code);
      } catch (error) {
        setState((s) => ({
          ...s,
          error: messageOr(error, "The code could not be checked. Please try again."),
          pending: false,
          settled: true,
        }));
        if (method === "POST") report(null);
      }
    },
    [appointmentId],
  );

  const openingCode = React.useEffectEvent(() => wanted);
  React.useEffect(() => {
    const code = openingCode();
    if (code && appointmentId) void send("POST", code);
  }, [appointmentId, send]);

  return {
    ...state,
    apply: React.useCallback((code: string) => send("POST", code), [send]),
    remove: React.useCallback(() => send("DELETE"), [send]),
  };
}
