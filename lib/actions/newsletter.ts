"use server";

import { subscribeToNewsletter, unsubscribeByToken } from "@/lib/newsletter/subscriptions";
import { rateLimits } from "@/lib/rate-limit";
import { newsletterSchema, unsubscribeSchema } from "@/lib/validations/newsletter";
import { formAction } from "./define";

// The newsletter's signup and unsubscribe: the same domain functions and limit as POST
// /api/subscribe and POST /api/unsubscribe.

/** The same answer whether the address is new or already listed: nobody can probe who subscribes. */
export const subscribeAction = formAction(
  { name: "newsletter.subscribe", schema: newsletterSchema, rateLimit: rateLimits.subscribe },
  async ({ input }) => {
    await subscribeToNewsletter(input.email);
    return { message: "Thank you for joining our wellness community." };
  },
);

/** The unsubscribe page's button (a POST: mail scanners open links, they do not submit forms). */
export const unsubscribeAction = formAction({ name: "newsletter.unsubscribe", schema: unsubscribeSchema }, async ({ input }) => {
  await unsubscribeByToken(input.token);
});
