import { lookup as dnsLookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

// Reading an address the owner typed is a server-side request: the server must never be made to
// reach into its own network (cloud metadata, the database, an admin port). So only https is
// fetched, every address a host name resolves to must be a public unicast one, the connection goes
// to the very address that was checked (the check is the socket's own DNS lookup: no second lookup
// that could answer differently), each redirect is checked again, and time and size are bounded.

export const CALENDAR_FETCH_LIMITS = { timeoutMs: 10_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 3 };

export type CalendarFetchProblem = "not-https" | "private-address" | "unreachable" | "too-big" | "timeout" | "not-calendar";

/** What the owner reads when a calendar cannot be read, by cause. */
export const CALENDAR_FETCH_MESSAGES: Record<CalendarFetchProblem, string> = {
  "not-https": "The address must start with https:// (or webcal://), as your calendar's secret or public iCal link does.",
  "private-address":
    "That address points into a private network. Use the calendar's public or secret iCal link from Google, iCloud or Outlook.",
  unreachable: "The calendar could not be reached at that address. Check the link and that the calendar is still shared.",
  "too-big": "The calendar is too large to read (over 5 MB).",
  timeout: "The calendar's server took too long to answer (over 10 seconds).",
  "not-calendar": "That address does not give a calendar (an iCal .ics file).",
};

export class CalendarFetchError extends Error {
  constructor(
    readonly problem: CalendarFetchProblem,
    detail?: string,
  ) {
    super(detail ? `${CALENDAR_FETCH_MESSAGES[problem]} (${detail})` : CALENDAR_FETCH_MESSAGES[problem]);
  }
}

/**
 * Whether an address is one the server may connect to for a calendar: public unicast IPv4 or IPv6.
 * Loopback, private (RFC 1918), link-local, carrier-grade NAT, unique-local, multicast, reserved,
 * unspecified and the IPv6 forms that carry an IPv4 address (mapped, NAT64, 6to4, Teredo) are refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  return parsed.range() === "unicast";
}

/**
 * Origins fetched without the https and public-address rules: the test servers' (for example
 * "http://127.0.0.1:4301"), from CALENDAR_FETCH_ALLOW_ORIGINS, comma-separated. Production never sets it.
 */
function allowedOrigins(): Set<string> {
  return new Set(
    (process.env.CALENDAR_FETCH_ALLOW_ORIGINS ?? "")
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean),
  );
}

/** The address as it is fetched and stored: webcal:// is https. Throws "not-https" for anything else. */
export function normalizeCalendarUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim().replace(/^webcals?:\/\//i, "https://"));
  } catch {
    throw new CalendarFetchError("not-https");
  }
  if (allowedOrigins().has(url.origin)) return url;
  if (url.protocol !== "https:" || url.username || url.password) throw new CalendarFetchError("not-https");
  return url;
}

/** The socket's DNS lookup, refusing a name any of whose addresses is not public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "", 4);
    const list = addresses as unknown as { address: string; family: number }[];
    if (!list.length || list.some((a) => !isPublicAddress(a.address)))
      return callback(Object.assign(new Error("private address"), { code: "EPRIVATEADDRESS" }), "", 4);
    if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
    callback(null, list[0].address, list[0].family);
  });
};

/**
 * The calendar text at `raw` (an https or webcal address), by the rules above. Throws
 * CalendarFetchError: not-https, private-address, unreachable (DNS, connection, an HTTP error, too
 * many redirects), too-big, timeout, not-calendar (the answer is no iCalendar text).
 */
export async function fetchCalendarText(raw: string, limits = CALENDAR_FETCH_LIMITS): Promise<string> {
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let url = normalizeCalendarUrl(raw);
  for (let redirects = 0; ; redirects++) {
    const answer = await requestOnce(url, limits.maxBytes, deadline);
    if ("location" in answer) {
      if (redirects >= limits.maxRedirects) throw new CalendarFetchError("unreachable", "too many redirects");
      url = normalizeCalendarUrl(new URL(answer.location, url).toString());
      continue;
    }
    if (!/BEGIN:VCALENDAR/i.test(answer.text.slice(0, 2048))) throw new CalendarFetchError("not-calendar");
    return answer.text;
  }
}

function requestOnce(url: URL, maxBytes: number, deadline: AbortSignal): Promise<{ text: string } | { location: string }> {
  const allowed = allowedOrigins().has(url.origin);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // An address written as a literal is never looked up: check it here.
  if (!allowed && ipaddr.isValid(host) && !isPublicAddress(host)) return Promise.reject(new CalendarFetchError("private-address"));
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: "GET",
        signal: deadline,
        lookup: allowed ? undefined : publicOnlyLookup,
        headers: { accept: "text/calendar, */*;q=0.5", "user-agent": "SerenityWellness-CalendarSync/1.0" },
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if ([301, 302, 303, 307, 308].includes(status) && response.headers.location) {
          response.resume();
          return resolve({ location: response.headers.location });
        }
        if (status < 200 || status >= 300) {
          response.resume();
          return reject(new CalendarFetchError("unreachable", `the server answered ${status}`));
        }
        if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
          response.destroy();
          return reject(new CalendarFetchError("too-big"));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            response.destroy();
            request.destroy();
            return reject(new CalendarFetchError("too-big"));
          }
          chunks.push(chunk);
        });
        response.on("end", () => resolve({ text: Buffer.concat(chunks).toString("utf8") }));
        response.on("error", (error) => reject(classify(error, deadline)));
      },
    );
    request.on("error", (error) => reject(classify(error, deadline)));
    request.end();
  });
}

function classify(error: unknown, deadline: AbortSignal): CalendarFetchError {
  if (error instanceof CalendarFetchError) return error;
  if (deadline.aborted) return new CalendarFetchError("timeout");
  if ((error as { code?: string }).code === "EPRIVATEADDRESS") return new CalendarFetchError("private-address");
  return new CalendarFetchError("unreachable", (error as { code?: string }).code);
}
