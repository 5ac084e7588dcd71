import { randomBytes } from "node:crypto";
import { createElement } from "react";
import NewsletterWelcomeEmail from "@/emails/newsletter-welcome";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { equalsIgnoringCase } from "@/lib/db/text";
import { sendEmail } from "@/lib/email";
import { notFound } from "@/lib/errors";
import { listUnsubscribeHeaders, unsubscribePageUrl } from "@/lib/newsletter/links";
import { siteConfig } from "@/lib/site-config";

// Newsletter subscriptions. An address is stored once; signing up again is harmless (no second
// welcome email), and signing up after unsubscribing rejoins the list.

export type SubscribeOutcome = "subscribed" | "resubscribed" | "already_subscribed";

const newToken = () => randomBytes(24).toString("base64url");
const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function subscribeToNewsletter(rawEmail: string): Promise<{ outcome: SubscribeOutcome }> {
  const email = normalizeEmail(rawEmail);
  const existing = await db.newsletterSubscriber.findUnique({ where: { email } });
  if (existing && !existing.unsubscribedAt) return { outcome: "already_subscribed" };

  let outcome: SubscribeOutcome;
  if (existing) {
    // Only the request that actually flips the row back sends the welcome email.
    const { count } = await db.newsletterSubscriber.updateMany({
      where: { id: existing.id, unsubscribedAt: { not: null } },
      data: { unsubscribedAt: null, subscribedAt: new Date() },
    });
    if (count === 0) return { outcome: "already_subscribed" };
    outcome = "resubscribed";
  } else {
    try {
      await db.newsletterSubscriber.create({ data: { email, unsubscribeToken: newToken() } });
    } catch (error) {
      if (isUniqueViolation(error)) return { outcome: "already_subscribed" }; // a concurrent signup won
      throw error;
    }
    outcome = "subscribed";
  }

  await setAccountSubscribed(email, true);
  const { unsubscribeToken } = await db.newsletterSubscriber.findUniqueOrThrow({ where: { email } });
  await sendEmail({
    to: email,
    subject: `Welcome to the ${siteConfig.name} community`,
    template: "newsletter-welcome",
    react: createElement(NewsletterWelcomeEmail, {
      unsubscribeUrl: unsubscribePageUrl(unsubscribeToken),
      servicesUrl: `${siteConfig.url}/services`,
    }),
    headers: listUnsubscribeHeaders(unsubscribeToken),
  });
  return { outcome };
}

/** What the unsubscribe page shows for a token; null when the link is not valid. */
export async function findSubscription(token: string): Promise<{ email: string; unsubscribed: boolean } | null> {
  const subscriber = await db.newsletterSubscriber.findUnique({ where: { unsubscribeToken: token } });
  return subscriber ? { email: subscriber.email, unsubscribed: subscriber.unsubscribedAt !== null } : null;
}

/** One-click unsubscribe. Idempotent: a second click changes nothing. */
export async function unsubscribeByToken(token: string): Promise<{ email: string }> {
  const subscriber = await db.newsletterSubscriber.findUnique({ where: { unsubscribeToken: token } });
  if (!subscriber) throw notFound("This unsubscribe link is not valid.");
  if (!subscriber.unsubscribedAt) {
    await db.newsletterSubscriber.updateMany({
      where: { id: subscriber.id, unsubscribedAt: null },
      data: { unsubscribedAt: new Date() },
    });
    await setAccountSubscribed(subscriber.email, false);
  }
  return { email: subscriber.email };
}

/** Keeps the newsletter flag of a client account with the same address in step (profile shows it). */
async function setAccountSubscribed(email: string, subscribed: boolean) {
  await db.user.updateMany({ where: { email: equalsIgnoringCase(email) }, data: { subscribed } });
}
