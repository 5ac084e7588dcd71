import { apiRoute } from "@/lib/api/handler";
import { quoteServiceTax } from "@/lib/appointments/payment-intent";
import { rateLimits } from "@/lib/rate-limit";
import { calculateTaxSchema } from "@/lib/validations/payments";

// Price + tax for a billing address (display only: the payment intent recomputes it).
export const POST = apiRoute({ body: calculateTaxSchema, rateLimit: rateLimits.tax }, async ({ body }) =>
  quoteServiceTax(body.serviceId, body.billingAddress),
);
