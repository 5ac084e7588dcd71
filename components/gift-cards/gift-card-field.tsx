"use client";

import * as React from "react";
import { GiftIcon } from "lucide-react";
import { apiRequest, messageOr } from "@/lib/api/client";
import { formatPrice } from "@/lib/format";
import type { GiftCardBalance } from "@/lib/gift-cards/lookup";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** A gift card the server accepted: its last four, its balance and, at a checkout, the part it pays. */
export type AppliedGiftCard = GiftCardBalance & { appliedCents?: number };

export type GiftCardFieldState = {
  applied: AppliedGiftCard | null;
  /** Why the last code was refused, worded by the server. */
  error: string | null;
  pending: boolean;
};

type GiftCardFieldProps = GiftCardFieldState & {
  onApply: (code: string) => void;
  /** Takes the card off (a checkout) or clears the answer (a balance check). */
  onRemove: () => void;
  /** "apply": a checkout's "Have a gift card?"; "check": the balance check of the client area. */
  mode?: "apply" | "check";
  disabled?: boolean;
  /** Unique per page when the field appears twice. */
  id?: string;
};

/**
 * "Have a gift card?": a field of its own (not part of the billing form). Once the server accepts
 * the code it shows the card's balance and, at a checkout, what it pays, with Remove. Used by the
 * booking checkout, a package's checkout and the client area's balance check.
 */
export function GiftCardField({
  applied,
  error,
  pending,
  onApply,
  onRemove,
  mode = "apply",
  disabled,
  id = "gift-card-code",
}: GiftCardFieldProps) {
  const [code, setCode] = React.useState("");
  const errorId = `${id}-error`;

  if (applied) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-4 text-sm" aria-live="polite">
        <p className="flex items-center gap-2">
          <GiftIcon className="size-4 text-primary" aria-hidden="true" />
          <span>
            Gift card <strong>…{applied.last4}</strong>: Balance {formatPrice(applied.balanceCents)}
            {applied.appliedCents !== undefined && <> ({formatPrice(applied.appliedCents)} applied)</>}
          </span>
        </p>
        <Button variant="link" size="sm" className="h-auto p-0" onClick={onRemove} disabled={pending || disabled}>
          {mode === "apply" ? "Remove gift card" : "Check another card"}
        </Button>
      </div>
    );
  }

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(code);
  };

  const form = (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <Label htmlFor={id}>Gift card code</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          placeholder="XXXX-XXXX-XXXX-XXXX"
          className="uppercase"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          disabled={disabled}
        />
        <Button type="submit" variant="outline" disabled={pending || disabled || !code.trim()}>
          {pending ? "Checking..." : mode === "apply" ? "Apply" : "Check balance"}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );

  if (mode === "check") return form;
  return (
    <details className="group rounded-lg border border-border p-4 text-sm" open={Boolean(error) || undefined}>
      <summary className="cursor-pointer font-medium">Have a gift card?</summary>
      <div className="mt-3">{form}</div>
    </details>
  );
}

/** The client area's "check a gift card balance": asks POST /api/gift-cards/balance. */
export function GiftCardBalanceCheck() {
  const [state, setState] = React.useState<GiftCardFieldState>({ applied: null, error: null, pending: false });
  const check = async (code: string) => {
    setState({ applied: null, error: null, pending: true });
    try {
      const found = await apiRequest<GiftCardBalance>("/api/gift-cards/balance", { body: { code } });
      setState({ applied: found, error: null, pending: false });
    } catch (error) {
      setState({ applied: null, error: messageOr(error, "The code could not be checked. Please try again."), pending: false });
    }
  };
  return (
    <GiftCardField
      {...state}
      mode="check"
      id="gift-card-balance-code"
      onApply={check}
      onRemove={() => setState({ applied: null, error: null, pending: false })}
    />
  );
}
