import { apiRoute } from "@/lib/api/handler";
import { paymentRateLimits } from "@/lib/payments/config";
import { calculateTaxSchema, quoteServiceTax } from "@/lib/payments/intents";

// Price + tax for a billing address (display only: the payment intent recomputes it).
export const POST = apiRoute({ body: calculateTaxSchema, rateLimit: paymentRateLimits.tax }, async ({ body }) =>
  quoteServiceTax(body.serviceId, body.billingAddress),
);
