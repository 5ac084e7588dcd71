"use client";

import { TextField } from "@/components/ui/form";
import type { BillingFormInput } from "@/lib/validations/billing";

/** A billing form field: typed to the billing address form, always required. */
const BillingField = TextField<BillingFormInput>;

/**
 * The payment step's billing name, email and address, inside a react-hook-form <Form> of the
 * billing form schema: the booking wizard's payment step and a purchase's checkout.
 */
export function BillingAddressFields({ disabled }: { disabled: boolean }) {
  return (
    <fieldset className="grid gap-4" disabled={disabled}>
      <legend className="mb-2 font-display text-lg font-semibold">Billing Address</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <BillingField name="firstName" label="First name" autoComplete="given-name" required />
        <BillingField name="lastName" label="Last name" autoComplete="family-name" required />
      </div>
      <BillingField name="email" label="Email" type="email" autoComplete="email" required />
      <BillingField name="line1" label="Address" autoComplete="address-line1" required />
      <div className="grid gap-4 sm:grid-cols-[1fr_6rem_8rem]">
        <BillingField name="city" label="City" autoComplete="address-level2" required />
        <BillingField
          name="state"
          label="State"
          autoComplete="address-level1"
          maxLength={2}
          placeholder="NC"
          className="uppercase"
          required
        />
        <BillingField name="postal_code" label="Postal code" autoComplete="postal-code" inputMode="numeric" maxLength={10} required />
      </div>
      <BillingField name="country" label="Country" autoComplete="country" maxLength={2} className="uppercase sm:max-w-32" required />
    </fieldset>
  );
}
