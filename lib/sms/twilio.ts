import twilio from "twilio";
import RequestClient from "twilio/lib/base/RequestClient";
import { siteConfig } from "@/lib/site-config";
import type { TwilioConfig } from "./config";

// Twilio's REST API through its SDK. TWILIO_API_BASE_URL points the SDK at another host (the
// tests' stand-in) by rewriting the origin of each request it makes, so the SDK's own paths,
// form encoding and authentication are what the stand-in receives.

export type TransmitResult = { ok: true; sid: string } | { ok: false; error: string; permanent: boolean; code?: number };

/** Twilio's error for a number that replied STOP to the sender (https://www.twilio.com/docs/api/errors/21610). */
export const TWILIO_UNSUBSCRIBED = 21610;

class RedirectedRequestClient extends RequestClient {
  constructor(private readonly base: string) {
    super({ timeout: 15_000 });
  }
  request<TData>(opts: RequestClient.RequestOptions<TData>) {
    return super.request({ ...opts, uri: opts.uri.replace(/^https?:\/\/[^/]+/, this.base.replace(/\/$/, "")) });
  }
}

const clients = new Map<string, twilio.Twilio>();

function clientFor(config: TwilioConfig): twilio.Twilio {
  const key = `${config.accountSid}|${config.authToken}|${config.apiBaseUrl ?? ""}`;
  let client = clients.get(key);
  if (!client) {
    client = twilio(config.accountSid, config.authToken, {
      httpClient: config.apiBaseUrl ? new RedirectedRequestClient(config.apiBaseUrl) : new RequestClient({ timeout: 15_000 }),
    });
    clients.set(key, client);
  }
  return client;
}

/** Where Twilio reports delivery (failed, undelivered): the public origin, as signed. */
export const statusCallbackUrl = () => `${siteConfig.url}/api/webhooks/twilio/status`;
export const incomingUrl = () => `${siteConfig.url}/api/webhooks/twilio/incoming`;

export async function transmitText(config: TwilioConfig, to: string, body: string): Promise<TransmitResult> {
  try {
    const message = await clientFor(config).messages.create({
      to,
      body,
      ...(config.messagingServiceSid ? { messagingServiceSid: config.messagingServiceSid } : { from: config.from! }),
      statusCallback: statusCallbackUrl(),
    });
    return { ok: true, sid: message.sid };
  } catch (e) {
    const status = typeof (e as { status?: unknown }).status === "number" ? (e as { status: number }).status : 0;
    const code = typeof (e as { code?: unknown }).code === "number" ? (e as { code: number }).code : undefined;
    const message = e instanceof Error ? e.message : String(e);
    // Twilio refused the request itself (bad number, unsubscribed): trying again changes nothing.
    const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
    return { ok: false, error: code ? `${message} (${code})` : message, permanent, code };
  }
}

/**
 * The SID of a text to `to` with this body that Twilio has sent since `since`, if any. Twilio's
 * Messages API takes no idempotency key, so an attempt that timed out or lost its answer may have
 * gone through: a retry asks first. Null when there is none or Twilio cannot be asked (the retry
 * then sends). A text Twilio still holds unsent has no send date and is not found.
 */
export async function findSentText(config: TwilioConfig, to: string, body: string, since: Date): Promise<string | null> {
  try {
    const messages = await clientFor(config).messages.list({ to, dateSentAfter: since, limit: 50 });
    // A trial account's texts start with "Sent from your Twilio trial account - ".
    return messages.find((m) => m.body.endsWith(body) && m.status !== "failed" && m.status !== "undelivered")?.sid ?? null;
  } catch {
    return null;
  }
}

/** X-Twilio-Signature over the public URL and the posted parameters. */
export function validTwilioSignature(authToken: string, signature: string | null, url: string, params: Record<string, string>): boolean {
  if (!signature) return false;
  return twilio.validateRequest(authToken, signature, url, params);
}
