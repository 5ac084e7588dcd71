import { apiRoute, readText } from "@/lib/api/handler";
import { handleStripeWebhook } from "@/lib/appointments/stripe-webhook";

// Stripe signs the exact bytes it sent: read the raw body, never a re-serialised JSON.
export const POST = apiRoute({}, async ({ req }) => handleStripeWebhook(await readText(req), req.headers.get("stripe-signature")));
