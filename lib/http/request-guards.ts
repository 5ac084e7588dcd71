import { allowedOrigins } from "@/lib/http/allowed-origins";
import { parseProxyTrust } from "@/lib/http/client-address";

// Guards every state-changing API request passes (docs/decisions.md, S2): JSON only,
// and never from another site. Browsers always say where a request comes from (Origin on every
// cross-origin POST, Sec-Fetch-Site in current browsers), so a foreign page cannot forge one; API
// clients that send neither header (scripts, servers) are served.

export const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_SITE_MESSAGE = "Cross-site requests are not allowed.";
export const JSON_ONLY_MESSAGE = "Send the request body as JSON (Content-Type: application/json).";

/** The hosts the request was sent to: its Host and, behind a trusted proxy, X-Forwarded-Host. */
function requestHosts(headers: Headers): string[] {
  const hosts = [headers.get("host")];
  if (parseProxyTrust(process.env.TRUST_PROXY, process.env.VERCEL === "1").kind !== "none") hosts.push(headers.get("x-forwarded-host"));
  return hosts.filter((host): host is string => Boolean(host)).map((host) => host.toLowerCase());
}

/**
 * True when a browser says the request comes from another site: an Origin that is neither one of
 * the site's configured origins (lib/http/allowed-origins.ts) nor the host the request was sent to,
 * or a Sec-Fetch-Site of cross-site from an origin not configured.
 */
export function isCrossSite(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin !== null && allowedOrigins().includes(origin.toLowerCase())) return false;
  if (headers.get("sec-fetch-site") === "cross-site") return true;
  if (origin === null) return false;
  try {
    return !requestHosts(headers).includes(new URL(origin).host.toLowerCase());
  } catch {
    return true; // "null" (sandboxed frames, file://) or garbage
  }
}

/** A body that is not declared as JSON (a form post or text/plain, what a foreign page can send without asking). */
export function isNonJsonBody(headers: Headers): boolean {
  const type = headers.get("content-type");
  if (!type) return false;
  const mediaType = type.split(";")[0].trim().toLowerCase();
  return mediaType !== "application/json" && !mediaType.endsWith("+json");
}

/** How deep a request body may nest arrays and objects: deeper than any schema of this app, far below a stack's limit. */
export const MAX_JSON_DEPTH = 32;

/**
 * What the request guards refuse in a parsed JSON value, found without recursion (a body nested
 * thousands deep must be a 400, not a stack overflow): "nul" when a string (keys included) holds a
 * NUL character, which PostgreSQL cannot store; "depth" when arrays and objects nest deeper than
 * MAX_JSON_DEPTH; null when neither.
 */
export function refusedJson(value: unknown): "nul" | "depth" | null {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!;
    if (typeof current === "string") {
      if (current.includes("\u0000")) return "nul";
    } else if (current && typeof current === "object") {
      if (depth >= MAX_JSON_DEPTH) return "depth";
      for (const [key, child] of Object.entries(current)) {
        if (!Array.isArray(current) && key.includes("\u0000")) return "nul";
        stack.push({ value: child, depth: depth + 1 });
      }
    }
  }
  return null;
}

/** True when any string in a parsed JSON value (keys included) holds a NUL character, which PostgreSQL cannot store. */
export const containsNul = (value: unknown): boolean => refusedJson(value) === "nul";
