import { z } from "zod";
import { emailField, personName, requiredText } from "@/lib/validations/fields";

// Billing form of the payment step: one schema for the form and the server.

export const billingAddressSchema = z.object({
  line1: requiredText("Address is required", "Address", 200),
  city: requiredText("City is required", "City", 100),
  state: z.string("State must be 2 characters").trim().length(2, "State must be 2 characters").toUpperCase(),
  postal_code: z.string("Postal code is required").trim().min(5, "Postal code is required").max(10, "Postal code is too long"),
  country: z.string().trim().length(2, "Country must be 2 characters").toUpperCase().default("US"),
});

export const billingFormSchema = z.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  email: emailField({ invalid: "Valid email is required" }),
  ...billingAddressSchema.shape,
});

export type BillingAddress = z.infer<typeof billingAddressSchema>;
export type BillingAddressInput = z.input<typeof billingAddressSchema>;
export type BillingForm = z.infer<typeof billingFormSchema>;
export type BillingFormInput = z.input<typeof billingFormSchema>;
