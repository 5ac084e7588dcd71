"use client";

import * as React from "react";
import { apiRequest, messageOr } from "@/lib/api/client";
import type { CreditOption } from "@/lib/appointments/credits";
import type { HoldGiftCardResult } from "@/lib/appointments/gift-card";
import type { GiftCardFieldState } from "@/components/gift-cards/gift-card-field";

/** The client's packages that can pay for the hold (null while asked; [] when none or on failure: paying by card is always possible). */
export function useCreditOptions(appointmentId: number | null): CreditOption[] | null {
  const [options, setOptions] = React.useState<{ id: number | null; list: CreditOption[] } | null>(null);
  React.useEffect(() => {
    if (!appointmentId) return;
    const controller = new AbortController();
    apiRequest<CreditOption[]>(`/api/appointments/${appointmentId}/credits`, { signal: controller.signal }).then(
      (list) => setOptions({ id: appointmentId, list }),
      () => {
        if (!controller.signal.aborted) setOptions({ id: appointmentId, list: [] });
      },
    );
    return () => controller.abort();
  }, [appointmentId]);
  if (!appointmentId) return [];
  return options?.id === appointmentId ? options.list : null;
}

/** The gift card applied to the hold (POST/DELETE /api/appointments/{id}/gift-card). */
export function useHoldGiftCard(appointmentId: number | null) {
  const [state, setState] = React.useState<GiftCardFieldState>({ applied: null, error: null, pending: false });
  // A checkout opened again (a reload, the way back from another step) shows the card the hold keeps.
  React.useEffect(() => {
    if (!appointmentId) return;
    const controller = new AbortController();
    apiRequest<HoldGiftCardResult>(`/api/appointments/${appointmentId}/gift-card`, { signal: controller.signal }).then(
      (result) => setState((s) => (s.pending || s.applied ? s : { ...s, applied: result.giftCard })),
      () => {},
    );
    return () => controller.abort();
  }, [appointmentId]);
  const send = React.useCallback(
    async (method: "POST" | "DELETE", code?: string) => {
      if (!appointmentId) return;
      setState((s) => ({ ...s, pending: true, error: null }));
      try {
        const result = await apiRequest<HoldGiftCardResult>(`/api/appointments/${appointmentId}/gift-card`, {
          method,
          body: method === "POST" ? { code } : undefined,
        });
        setState({ applied: result.giftCard, error: null, pending: false });
      } catch (error) {
        setState((s) => ({ ...s, error: messageOr(error, "The gift card could not be checked. Please try again."), pending: false }));
      }
    },
    [appointmentId],
  );
  return {
    ...state,
    apply: React.useCallback((code: string) => send("POST", code), [send]),
    remove: React.useCallback(() => send("DELETE"), [send]),
  };
}
