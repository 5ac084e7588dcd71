import { createElement } from "react";
import ContactAcknowledgementEmail from "@/emails/contact-acknowledgement";
import ContactOwnerEmail from "@/emails/contact-owner";
import { db } from "@/lib/db";
import { sendEmail } from "@/lib/email";
import { env } from "@/lib/env";
import { formatLongDate, formatTimeWithZone } from "@/lib/format";
import type { ContactInput } from "@/lib/validations/contact";

const ACKNOWLEDGEMENT_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Stores a contact form message first (so nothing is lost if email delivery fails), then tells
 * the owner (replies go straight to the sender) and acknowledges the sender: with a fixed text,
 * and at most once a day per mailbox (the address in any letter case; messages sent at the same
 * moment share one idempotency key), so the form cannot be used to email strangers.
 */
export async function submitContactMessage(input: ContactInput): Promise<{ id: number }> {
  const message = await db.contactMessage.create({ data: input });
  const receivedAt = `${formatLongDate(message.createdAt)}, ${formatTimeWithZone(message.createdAt)}`;
  const mailbox = input.email.toLowerCase();
  const acknowledgedRecently = await db.emailLog.count({
    where: {
      template: "contact-acknowledgement",
      to: { equals: mailbox, mode: "insensitive" },
      createdAt: { gt: new Date(Date.now() - ACKNOWLEDGEMENT_INTERVAL_MS) },
    },
  });

  await Promise.all([
    sendEmail({
      to: env.OWNER_EMAIL,
      replyTo: input.email,
      subject: `New message from ${input.name}`,
      template: "contact-owner",
      react: createElement(ContactOwnerEmail, { ...input, receivedAt }),
    }),
    acknowledgedRecently
      ? undefined
      : sendEmail({
          to: input.email,
          subject: "We received your message",
          template: "contact-acknowledgement",
          idempotencyKey: `contact-acknowledgement:${mailbox}:${message.createdAt.toISOString().slice(0, 10)}`,
          react: createElement(ContactAcknowledgementEmail),
        }),
  ]);
  return { id: message.id };
}
