"use client";

import * as React from "react";
import { FlaskConicalIcon } from "lucide-react";
import { PAYMENT_EXCEPTION_TOAST, PAYMENT_NO_RESULT_TOAST, paymentErrorToast } from "@/components/booking/payment-copy";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ApiError, apiRequest } from "@/lib/api/client";
import type { TestConfirmResponse } from "@/lib/payments/test-provider";
import { billingDetails, type PaymentMethodHandle } from "@/components/booking/payment-method";

type CardField = "number" | "expiry" | "cvc";
type CardErrors = Partial<Record<CardField, string>>;

const required: Record<CardField, string> = {
  number: "Card number is required",
  expiry: "Expiry date is required",
  cvc: "Security code is required",
};

/** "4242424242424242" -> "4242 4242 4242 4242" */
const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, "")
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");

/** "1230" -> "12/30" */
function formatExpiry(value: string, previous: string): string {
  const digits = value.replace(/\D/g, "").slice(0, 4);
  // Deleting the slash deletes the month's last digit rather than re-adding the slash.
  if (previous.endsWith("/") && value.length < previous.length) return digits.slice(0, 1);
  return digits.length >= 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The built-in test provider's card form (no Stripe keys): a plain form, clearly labelled,
 * that posts to /api/test-payments/confirm. The server maps Stripe's test card numbers to the
 * spec's payment errors; this form shows them through the same toasts as Stripe.
 */
export function TestCardForm({
  handleRef,
  disabled,
  onEdit,
}: {
  handleRef: React.Ref<PaymentMethodHandle>;
  disabled: boolean;
  onEdit?: () => void;
}) {
  const [card, setCard] = React.useState({ number: "", expiry: "", cvc: "" });
  const [errors, setErrors] = React.useState<CardErrors>({});
  const cardRef = React.useRef(card);
  React.useEffect(() => {
    cardRef.current = card;
  }, [card]);
  const inputs = React.useRef<Partial<Record<CardField, HTMLInputElement | null>>>({});

  const update = (field: CardField, value: string) => {
    setCard((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    onEdit?.();
  };

  /** Shows field errors and moves focus to the first field with one (its message is next to it). */
  const showFieldErrors = (fieldErrors: CardErrors) => {
    setErrors(fieldErrors);
    const first = (Object.keys(required) as CardField[]).find((field) => fieldErrors[field]);
    if (first) window.setTimeout(() => inputs.current[first]?.focus(), 0);
    return Boolean(first);
  };

  React.useImperativeHandle(
    handleRef,
    () => ({
      async confirm({ paymentIntentId, billing }) {
        const current = cardRef.current;
        const missing: CardErrors = {};
        for (const field of Object.keys(required) as CardField[]) if (!current[field].trim()) missing[field] = required[field];
        if (Object.keys(missing).length) {
          showFieldErrors(missing);
          return { ok: false, toast: paymentErrorToast(undefined, Object.values(missing)[0]), shownAtFields: true };
        }
        try {
          const result = await apiRequest<TestConfirmResponse>("/api/test-payments/confirm", {
            body: {
              paymentIntentId,
              card: { number: current.number.replace(/\s/g, ""), expiry: current.expiry, cvc: current.cvc },
              billingDetails: billingDetails(billing),
            },
          });
          if (result?.status === "succeeded") return { ok: true, paymentIntentId: result.paymentIntentId ?? paymentIntentId };
          return { ok: false, toast: PAYMENT_NO_RESULT_TOAST };
        } catch (error) {
          // No answer at all is the spec's "exception"; a declined card comes back as a 402 with its code.
          if (!(error instanceof ApiError) || error.status === 0) return { ok: false, toast: PAYMENT_EXCEPTION_TOAST };
          const fieldErrors: CardErrors = {};
          for (const field of Object.keys(required) as CardField[]) {
            const message = error.fieldErrors?.[`card.${field}`];
            if (message) fieldErrors[field] = message;
          }
          const shownAtFields = error.fieldErrors ? showFieldErrors(fieldErrors) : false;
          return { ok: false, toast: paymentErrorToast(error.code, error.serverMessage), shownAtFields };
        }
      },
    }),
    [],
  );

  return (
    <div className="grid gap-4 rounded-lg border border-warning/40 bg-warning/5 p-4">
      <p className="flex items-center gap-2 text-sm font-semibold text-foreground">
        <FlaskConicalIcon className="size-4 text-warning" aria-hidden="true" />
        Test mode - no card is charged
      </p>
      <p className="text-sm text-muted-foreground">
        Use the test card 4242 4242 4242 4242 with any future expiry date and any 3-digit security code.
      </p>
      <div className="grid gap-4 sm:grid-cols-[1fr_7rem_6rem]">
        <CardInput
          id="card-number"
          label="Card number"
          value={card.number}
          error={errors.number}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          maxLength={23}
          inputRef={(el) => {
            inputs.current.number = el;
          }}
          onChange={(value) => update("number", formatCardNumber(value))}
        />
        <CardInput
          id="card-expiry"
          label="Expiry (MM/YY)"
          value={card.expiry}
          error={errors.expiry}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          inputRef={(el) => {
            inputs.current.expiry = el;
          }}
          onChange={(value) => update("expiry", formatExpiry(value, card.expiry))}
        />
        <CardInput
          id="card-cvc"
          label="CVC"
          value={card.cvc}
          error={errors.cvc}
          disabled={disabled}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          inputRef={(el) => {
            inputs.current.cvc = el;
          }}
          onChange={(value) => update("cvc", value.replace(/\D/g, "").slice(0, 4))}
        />
      </div>
    </div>
  );
}

function CardInput({
  id,
  label,
  error,
  onChange,
  inputRef,
  ...props
}: Omit<React.ComponentProps<typeof Input>, "onChange"> & {
  id: string;
  label: string;
  error?: string;
  onChange: (value: string) => void;
  inputRef: React.Ref<HTMLInputElement>;
}) {
  const errorId = `${id}-error`;
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        ref={inputRef}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
        {...props}
      />
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
