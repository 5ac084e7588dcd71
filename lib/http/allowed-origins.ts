// The origins this site is served from (docs/decisions.md, S2): the public URL's and those listed in
// ALLOWED_ORIGINS. Read by the API's same-site guard (lib/http/request-guards.ts) and by next.config
// for server actions, so forms and API calls accept the same sites. Relative imports only: next.config
// loads this file.
import { siteConfig } from "../site-config";

/** One entry of ALLOWED_ORIGINS as an origin ("https://www.example.com"); a clear error for anything else. */
function originOf(entry: string): string {
  let url: URL | null = null;
  try {
    url = new URL(entry);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, "")) {
    throw new Error(`ALLOWED_ORIGINS: "${entry}" is not an origin such as https://www.example.com or https://example.com:8443.`);
  }
  return url.origin;
}

/**
 * The public URL's origin and those of ALLOWED_ORIGINS (comma-separated: the site's other names,
 * such as www and the bare domain, or the same with a port).
 */
export function allowedOrigins(list = process.env.ALLOWED_ORIGINS ?? ""): string[] {
  const listed = list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map(originOf);
  return [...new Set([new URL(siteConfig.url).origin, ...listed])];
}

/** The same as hosts with their port ("example.com:8443"), the form of next.config's `serverActions.allowedOrigins`. */
export const allowedHosts = (list?: string): string[] => allowedOrigins(list).map((origin) => new URL(origin).host);
