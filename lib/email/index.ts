import type { ReactElement } from "react";
import { render } from "@react-email/render";
import { Resend } from "resend";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

export type EmailAttachment = { filename: string; content: Buffer; contentType?: string };

export type EmailMessage = {
  to: string;
  subject: string;
  /** A short name of the template, for the log (e.g. "welcome", "booking-confirmation"). */
  template: string;
  react: ReactElement;
  attachments?: EmailAttachment[];
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe / List-Unsubscribe-Post (RFC 8058) for newsletters. */
  headers?: Record<string, string>;
};

export type EmailResult = { status: "sent" | "recorded" | "failed"; id: number };

let resend: Resend | undefined;

/**
 * Sends through Resend when RESEND_API_KEY is set; otherwise records the email in the
 * email log (and prints it in development) so nothing is lost. Every attempt is logged.
 * Never throws for a delivery failure: the caller gets status "failed".
 */
export async function sendEmail(message: EmailMessage): Promise<EmailResult> {
  const [html, text] = await Promise.all([render(message.react), render(message.react, { plainText: true })]);
  let status: EmailResult["status"] = "recorded";
  let providerId: string | undefined;
  let error: string | undefined;

  if (env.RESEND_API_KEY) {
    resend ??= new Resend(env.RESEND_API_KEY);
    try {
      const { data, error: sendError } = await resend.emails.send({
        from: env.EMAIL_FROM,
        to: message.to,
        subject: message.subject,
        html,
        text,
        replyTo: message.replyTo,
        headers: message.headers,
        attachments: message.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
      });
      if (sendError) throw new Error(sendError.message);
      status = "sent";
      providerId = data?.id;
    } catch (e) {
      status = "failed";
      error = e instanceof Error ? e.message : String(e);
      console.error(`Email "${message.template}" to ${message.to} failed: ${error}`);
    }
  } else if (env.NODE_ENV === "development") {
    console.info(`[email recorded] to=${message.to} subject="${message.subject}"`);
  }

  const log = await db.emailLog.create({
    data: {
      to: message.to,
      subject: message.subject,
      template: message.template,
      status,
      providerId,
      error,
      html,
      text,
      attachments: message.attachments?.map((a) => a.filename) ?? [],
    },
  });
  return { status, id: log.id };
}
