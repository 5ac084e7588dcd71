// The client's address, for per-address rate limits and records. Forwarding headers are
// trusted only as far as the deployment says a proxy sets them (TRUST_PROXY):
//   unset or 0  no proxy is trusted: X-Forwarded-For is the client's own claim (Next.js passes a
//               client-sent header through unchanged), so it is ignored and every request
//               shares one address. Production runs behind a proxy: set TRUST_PROXY there.
//   N (1, 2..)  N proxies in front of the app, each appending the address it saw: the client is
//               the N-th entry from the right (entries further left are the client's claims).
//   vercel      Vercel's own header (x-vercel-forwarded-for), which the platform overwrites.
// On Vercel (VERCEL=1) the platform's header is used unless TRUST_PROXY says otherwise.

export const UNKNOWN_ADDRESS = "unknown";

export type ProxyTrust = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "vercel" };

export function parseProxyTrust(value: string | undefined, onVercel = false): ProxyTrust {
  const setting = value?.trim().toLowerCase();
  if (!setting) return onVercel ? { kind: "vercel" } : { kind: "none" };
  if (setting === "vercel") return { kind: "vercel" };
  if (setting === "true") return { kind: "hops", hops: 1 };
  const hops = Number(setting);
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUST_PROXY must be a number of proxy hops (0, 1, 2...) or "vercel", not "${value}".`);
  return hops === 0 ? { kind: "none" } : { kind: "hops", hops };
}

const configured = () => parseProxyTrust(process.env.TRUST_PROXY, process.env.VERCEL === "1");

/** The client's address as the trusted proxies report it, else "unknown". */
export function clientAddress(headers: Headers, trust: ProxyTrust = configured()): string {
  switch (trust.kind) {
    case "none":
      return UNKNOWN_ADDRESS;
    case "vercel":
      return firstEntry(headers.get("x-vercel-forwarded-for")) ?? firstEntry(headers.get("x-real-ip")) ?? UNKNOWN_ADDRESS;
    case "hops": {
      const entries = (headers.get("x-forwarded-for") ?? "")
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean);
      // Fewer entries than proxies: the request did not come through all of them.
      return normalise(entries[entries.length - trust.hops]) ?? UNKNOWN_ADDRESS;
    }
  }
}

const firstEntry = (value: string | null) => normalise(value?.split(",")[0]?.trim());

/** Only what an address can look like (IPv4, IPv6, with an optional port): a header is not a key store. */
function normalise(entry: string | undefined): string | undefined {
  if (!entry || entry.length > 64 || !/^[0-9A-Fa-f:.[\]%]+$/.test(entry)) return undefined;
  return entry;
}
