import { siteConfig } from "@/lib/site-config";

// The feed's address, in one place: the route reads the same shape it is given out in. No
// database and no secrets here (the settings page's client leaves import it).

/** The token: 32 random bytes (256 bits) in base64url, without padding: 43 characters. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The route's last segment: "<token>.ics". */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

export const feedPath = (token: string) => `/calendar/${token}.ics`;

/** The token a route segment carries ("<token>.ics"), or null when it is not one's shape. */
export function tokenOfSegment(segment: string): string | null {
  return FEED_FILE.exec(segment)?.[1] ?? null;
}

export type CalendarFeedUrls = {
  /** webcal://...: a tap on a phone opens the calendar app's "subscribe" screen. */
  webcal: string;
  /** The same feed over https://, for Google Calendar's "From URL" and Outlook's "Subscribe from web". */
  https: string;
};

/**
 * The subscription addresses on the site's public origin (NEXT_PUBLIC_SITE_URL, as emails link to
 * it), never the request's Host: behind a proxy that is the proxy's internal name, and a Host header
 * is the caller's to choose. webcal:// is the same address with its scheme swapped.
 */
export function feedUrls(token: string, origin: string = siteConfig.url): CalendarFeedUrls {
  const https = new URL(feedPath(token), origin).toString();
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}
