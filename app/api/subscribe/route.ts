import { apiRoute } from "@/lib/api/handler";
import { subscribeToNewsletter } from "@/lib/newsletter/subscriptions";
import { rateLimits } from "@/lib/rate-limit";
import { newsletterSchema } from "@/lib/validations/newsletter";

// The same answer whether the address is new or already listed: nobody can probe who subscribes.
export const POST = apiRoute({ body: newsletterSchema, rateLimit: rateLimits.subscribe }, async ({ body }) => {
  await subscribeToNewsletter(body.email);
  return { success: true, message: "Thank you for joining our wellness community." };
});
