// Twilio's settings, read when used (so a server, and the tests, can change them without a restart
// of the module graph). Texts are sent through Twilio when an account, its token and a sender (a
// number or a messaging service) are all set; otherwise they are only recorded in TextMessage
// (status "recorded"), as emails are without Resend.

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  /** A Twilio number in E.164, or null when a messaging service sends. */
  from: string | null;
  messagingServiceSid: string | null;
  /** Another API host for the SDK (the tests' local stand-in); null: Twilio's own. */
  apiBaseUrl: string | null;
};

export type SmsMode = "twilio" | "recorded";
type Env = Record<string, string | undefined>;

export function twilioConfig(e: Env = process.env): TwilioConfig | null {
  const accountSid = e.TWILIO_ACCOUNT_SID?.trim();
  const authToken = e.TWILIO_AUTH_TOKEN?.trim();
  const from = e.TWILIO_FROM?.trim() || null;
  const messagingServiceSid = e.TWILIO_MESSAGING_SERVICE_SID?.trim() || null;
  if (!accountSid || !authToken || (!from && !messagingServiceSid)) return null;
  return { accountSid, authToken, from, messagingServiceSid, apiBaseUrl: e.TWILIO_API_BASE_URL?.trim() || null };
}

/** Which way texts go now: through Twilio, or recorded only. */
export const smsMode = (e: Env = process.env): SmsMode => (twilioConfig(e) ? "twilio" : "recorded");

/** A half-configured Twilio account would record texts silently in production: named at start. */
export function twilioConfigProblems(e: Env = process.env): string[] {
  const any = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM", "TWILIO_MESSAGING_SERVICE_SID"].some((name) => e[name]?.trim());
  if (!any || twilioConfig(e)) return [];
  return ["Twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID together."];
}
