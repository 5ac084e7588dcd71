import { siteConfig } from "@/lib/site-config";

// The consent a client agrees to before any text (what US carriers require of a program: its
// name, what is sent, how often, that rates may apply, and how to stop or get help). A change of
// wording is a new version: the version each client agreed to is kept with their opt-in.

export const SMS_CONSENT_VERSION = "2026-11-27";
export const SMS_PROGRAM_NAME = `${siteConfig.name} reminders`;

export function smsConsentText(): string {
  return (
    `By opting in you agree to receive ${SMS_PROGRAM_NAME}: automated text messages from ${siteConfig.name} ` +
    "with a verification code and reminders of your upcoming sessions, at the reminder times you choose " +
    "(usually 1 to 3 messages per session). Consent is not a condition of booking. " +
    "Msg & data rates may apply. Reply STOP to opt out, HELP for help."
  );
}

/** Twilio's HELP reply (also the program's contact point). */
export function smsHelpText(): string {
  return `${SMS_PROGRAM_NAME}: session reminders. Help: ${siteConfig.phone} or ${siteConfig.email}. Msg & data rates may apply. Reply STOP to opt out.`;
}
