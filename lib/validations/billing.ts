import { z } from "zod";

// Billing form of the payment step (spec section 5): one schema for the form and the server.

export const billingAddressSchema = z.object({
  line1: z.string("Address is required").trim().min(1, "Address is required").max(200, "Address is too long"),
  city: z.string("City is required").trim().min(1, "City is required").max(100, "City is too long"),
  state: z.string("State must be 2 characters").trim().length(2, "State must be 2 characters").toUpperCase(),
  postal_code: z.string("Postal code is required").trim().min(5, "Postal code is required").max(10, "Postal code is too long"),
  country: z.string().trim().length(2, "Country must be 2 characters").toUpperCase().default("US"),
});

export const billingFormSchema = z.object({
  firstName: z.string("First name is required").trim().min(1, "First name is required").max(100, "First name is too long"),
  lastName: z.string("Last name is required").trim().min(1, "Last name is required").max(100, "Last name is too long"),
  email: z.email("Valid email is required"),
  ...billingAddressSchema.shape,
});

export type BillingAddress = z.infer<typeof billingAddressSchema>;
export type BillingAddressInput = z.input<typeof billingAddressSchema>;
export type BillingForm = z.infer<typeof billingFormSchema>;
export type BillingFormInput = z.input<typeof billingFormSchema>;

export const defaultBillingForm: BillingFormInput = {
  firstName: "",
  lastName: "",
  email: "",
  line1: "",
  city: "",
  state: "",
  postal_code: "",
  country: "US",
};
