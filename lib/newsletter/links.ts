import { siteConfig } from "@/lib/site-config";

// Where a subscriber's one-click unsubscribe lands. The page confirms with a button (a POST),
// because mail scanners open links with GET and must never unsubscribe anyone.

export const unsubscribePageUrl = (token: string) => `${siteConfig.url}/unsubscribe?token=${encodeURIComponent(token)}`;

/** RFC 8058 target: mail clients POST `List-Unsubscribe=One-Click` here. */
export const unsubscribeApiUrl = (token: string) => `${siteConfig.url}/api/unsubscribe?token=${encodeURIComponent(token)}`;

export const listUnsubscribeHeaders = (token: string): Record<string, string> => ({
  "List-Unsubscribe": `<${unsubscribeApiUrl(token)}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});
