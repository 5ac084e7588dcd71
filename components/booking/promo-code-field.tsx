"use client";

import * as React from "react";
import { TagIcon } from "lucide-react";
import { formatPrice } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PromoCodeState } from "@/components/booking/use-promo-code";

type PromoCodeFieldProps = {
  promo: PromoCodeState;
  /** The code to show in the field at first (a link's code that was refused stays visible). */
  initialCode: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
  disabled?: boolean;
};

/**
 * "Have a code?" on the payment step: a field of its own (not part of the billing form), open when
 * a code was asked for. Once applied it shows the code and its discount with Remove.
 */
export function PromoCodeField({ promo, initialCode, onApply, onRemove, disabled }: PromoCodeFieldProps) {
  const [code, setCode] = React.useState(initialCode ?? "");
  const { applied, error, pending } = promo;
  const errorId = "promo-code-error";

  if (applied?.code) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border p-4 text-sm" aria-live="polite">
        <p className="flex items-center gap-2">
          <TagIcon className="size-4 text-primary" aria-hidden="true" />
          <span>
            Code <strong>{applied.code}</strong> applied: {formatPrice(applied.discountCents)} off
          </span>
        </p>
        <Button variant="link" size="sm" className="h-auto p-0" onClick={onRemove} disabled={pending || disabled}>
          Remove code
        </Button>
      </div>
    );
  }

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(code);
  };

  return (
    <details className="group rounded-lg border border-border p-4 text-sm" open={Boolean(initialCode || error) || undefined}>
      <summary className="cursor-pointer font-medium">Have a code?</summary>
      <form onSubmit={submit} className="mt-3 grid gap-2" noValidate>
        <Label htmlFor="promo-code">Promo code</Label>
        <div className="flex gap-2">
          <Input
            id="promo-code"
            name="code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={64}
            className="uppercase"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            disabled={disabled}
          />
          <Button type="submit" variant="outline" disabled={pending || disabled || !code.trim()}>
            {pending ? "Checking..." : "Apply"}
          </Button>
        </div>
        {error && (
          <p id={errorId} role="alert" className="font-medium text-destructive">
            {error}
          </p>
        )}
      </form>
    </details>
  );
}
