"use client";

import { Gift } from "lucide-react";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { buyGiftCardAction } from "@/lib/actions/purchases";
import { GIFT_CARD_AMOUNTS_DOLLARS, GIFT_CARD_LIMITS, giftCardPurchaseSchema } from "@/lib/validations/purchase";

const optionClasses =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3.5 has-[:checked]:border-primary has-[:checked]:bg-primary-soft";
const radioClasses = "size-4 accent-[var(--color-primary)]";

/**
 * The gift card's details: an amount (a fixed choice or a custom one), the recipient, a message and
 * when it is sent. Accepted, the purchase starts and the buyer goes on to pay for it.
 */
export function GiftCardForm({ initialAmount, today, sendTime }: { initialAmount: string; today: string; sendTime: string }) {
  const { state, pending, errors, value, form } = useActionForm(buyGiftCardAction, {
    schema: giftCardPurchaseSchema,
    failureTitle: "Gift card not started",
  });
  const resetKey = state.status === "idle" ? "idle" : String(state.at);
  const amount = value("amount", initialAmount);
  const delivery = value("delivery", "now");
  const id = (name: string) => `gift-${name}`;
  return (
    <form {...form} aria-labelledby="gift-card-form-heading" className="grid gap-6">
      <h2 id="gift-card-form-heading" className="text-2xl font-semibold">
        Your gift card
      </h2>
      <fieldset className="grid gap-2" aria-describedby={errors.amount ? id("amount-error") : undefined}>
        <legend className="mb-1.5 text-sm font-medium">Amount</legend>
        <div className="flex flex-wrap gap-3" key={`amount-${resetKey}`}>
          {[...GIFT_CARD_AMOUNTS_DOLLARS.map(String), "custom"].map((option) => (
            <label key={option} className={optionClasses}>
              <input
                type="radio"
                name="amount"
                id={option === "50" ? id("amount") : undefined}
                value={option}
                defaultChecked={amount === option}
                className={radioClasses}
              />
              {option === "custom" ? "Another amount" : `$${option}`}
            </label>
          ))}
        </div>
        {errors.amount ? (
          <p id={id("amount-error")} className="text-sm font-medium text-destructive">
            {errors.amount}
          </p>
        ) : null}
      </fieldset>
      <Field
        name="customAmount"
        id={id("customAmount")}
        label="Another amount (dollars)"
        hint={`For "Another amount": whole dollars from $${GIFT_CARD_LIMITS.minDollars} to $${GIFT_CARD_LIMITS.maxDollars.toLocaleString("en-US")}.`}
        error={errors.customAmount}
      >
        {(control) => (
          <Input {...control} defaultValue={value("customAmount")} inputMode="numeric" autoComplete="off" className="sm:max-w-40" />
        )}
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="recipientName" id={id("recipientName")} label="Recipient's name" error={errors.recipientName}>
          {(control) => (
            <Input {...control} defaultValue={value("recipientName")} maxLength={GIFT_CARD_LIMITS.nameMax} autoComplete="off" required />
          )}
        </Field>
        <Field name="recipientEmail" id={id("recipientEmail")} label="Recipient's email" error={errors.recipientEmail}>
          {(control) => <Input {...control} type="email" defaultValue={value("recipientEmail")} autoComplete="off" required />}
        </Field>
      </div>
      <Field
        name="message"
        id={id("message")}
        label="Message (optional)"
        hint={`Up to ${GIFT_CARD_LIMITS.messageMax} characters, shown in the email.`}
        error={errors.message}
      >
        {(control) => <Textarea {...control} defaultValue={value("message")} maxLength={GIFT_CARD_LIMITS.messageMax} rows={4} />}
      </Field>
      <fieldset className="grid gap-2" aria-describedby={errors.delivery ? id("delivery-error") : undefined}>
        <legend className="mb-1.5 text-sm font-medium">When to send it</legend>
        <div className="flex flex-wrap gap-3" key={`delivery-${resetKey}`}>
          {(
            [
              ["now", "Send now"],
              ["date", "On a date"],
            ] as const
          ).map(([option, label]) => (
            <label key={option} className={optionClasses}>
              <input
                type="radio"
                name="delivery"
                id={option === "now" ? id("delivery") : undefined}
                value={option}
                defaultChecked={delivery === option}
                className={radioClasses}
              />
              {label}
            </label>
          ))}
        </div>
        {errors.delivery ? (
          <p id={id("delivery-error")} className="text-sm font-medium text-destructive">
            {errors.delivery}
          </p>
        ) : null}
      </fieldset>
      <Field
        name="deliverOn"
        id={id("deliverOn")}
        label="Date to send"
        hint={`For "On a date": the email goes out at ${sendTime} on that day, once you have paid.`}
        error={errors.deliverOn}
      >
        {(control) => <Input {...control} type="date" min={today} defaultValue={value("deliverOn")} className="sm:max-w-52" />}
      </Field>
      <div>
        <Button type="submit" size="lg" disabled={pending}>
          <Gift aria-hidden="true" /> {pending ? "Starting..." : "Continue to payment"}
        </Button>
      </div>
    </form>
  );
}
