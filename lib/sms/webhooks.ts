import twilio from "twilio";
import { db } from "@/lib/db";
import { forbidden } from "@/lib/errors";
import { smsHelpText } from "./consent";
import { recordDeliveryStatus } from "./outbox";
import { optInNumber, optOutNumber } from "./subscription";
import { incomingUrl, statusCallbackUrl, validTwilioSignature } from "./twilio";

// Twilio's two webhooks. Each request is checked against X-Twilio-Signature, computed by Twilio
// over the URL it called (the public origin, NEXT_PUBLIC_SITE_URL, not the address this server
// sees behind a proxy) and the posted form fields, with the account's auth token. Without a token
// nothing can be checked, so nothing is accepted.

export const STOP_WORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"];
export const START_WORDS = ["START", "UNSTOP"];
export const HELP_WORDS = ["HELP", "INFO"];
export const FORGED_MESSAGE = "The request's Twilio signature is not valid.";

function verified(url: string, signature: string | null, params: Record<string, string>) {
  const token = process.env.TWILIO_AUTH_TOKEN?.trim();
  if (!token || !validTwilioSignature(token, signature, url, params)) throw forbidden(FORGED_MESSAGE);
}

const twiml = (xml: string) => new Response(xml, { headers: { "content-type": "text/xml; charset=utf-8" } });

/**
 * An incoming text: STOP and its synonyms stop texts to every account on that number at once;
 * START / UNSTOP turn them on again for accounts that opted in before; HELP is answered with the
 * program's help text. Anything else gets no answer (the number is not monitored for chat).
 */
export async function handleIncomingText(params: Record<string, string>, signature: string | null, now = new Date()): Promise<Response> {
  verified(incomingUrl(), signature, params);
  const from = params.From ?? "";
  const word = (params.Body ?? "").trim().toUpperCase();
  const reply = new twilio.twiml.MessagingResponse();
  if (STOP_WORDS.includes(word)) await optOutNumber(from, now);
  else if (START_WORDS.includes(word)) await optInNumber(from, now);
  else if (HELP_WORDS.includes(word)) {
    const body = smsHelpText();
    reply.message(body);
    // Kept with the other texts (once per incoming message), so the log shows what the client got.
    const sid = params.MessageSid ?? `${from}/${now.toISOString()}`;
    await db.textMessage.upsert({
      where: { idempotencyKey: `help/${sid}` },
      create: { to: from, body, kind: "help", status: "sent", attempts: 1, idempotencyKey: `help/${sid}` },
      update: {},
    });
  }
  return twiml(reply.toString());
}

/** A delivery report: failed and undelivered texts are marked failed. */
export async function handleTextStatus(params: Record<string, string>, signature: string | null): Promise<Response> {
  verified(statusCallbackUrl(), signature, params);
  if (params.MessageSid && params.MessageStatus) await recordDeliveryStatus(params.MessageSid, params.MessageStatus, params.ErrorCode);
  return new Response(null, { status: 204 });
}

/** Twilio posts application/x-www-form-urlencoded fields. */
export function readTwilioForm(text: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(text));
}
