import { describe, expect, it } from "vitest";
import { UNKNOWN_ADDRESS, clientAddress, parseProxyTrust } from "@/lib/http/client-address";

const headers = (values: Record<string, string>) => new Headers(values);

describe("client address and proxy trust", () => {
  it("trusts no forwarding header by default: a client's own X-Forwarded-For is ignored", () => {
    const trust = parseProxyTrust(undefined);
    expect(clientAddress(headers({ "x-forwarded-for": "1.2.3.4" }), trust)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(headers({ "x-forwarded-for": "5.6.7.8" }), trust)).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(headers({ "x-real-ip": "1.2.3.4" }), parseProxyTrust("0"))).toBe(UNKNOWN_ADDRESS);
  });

  it("behind N proxies the client is the N-th entry from the right; entries further left are claims", () => {
    const spoofed = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" });
    expect(clientAddress(spoofed, parseProxyTrust("1"))).toBe("203.0.113.9");
    const twoHops = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" });
    expect(clientAddress(twoHops, parseProxyTrust("2"))).toBe("203.0.113.9");
    expect(clientAddress(headers({ "x-forwarded-for": "2001:db8::1" }), parseProxyTrust("true"))).toBe("2001:db8::1");
  });

  it("a request that did not pass every trusted proxy, or a junk entry, has no known address", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "203.0.113.9" }), parseProxyTrust("2"))).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(headers({}), parseProxyTrust("1"))).toBe(UNKNOWN_ADDRESS);
    expect(clientAddress(headers({ "x-forwarded-for": "<script>" }), parseProxyTrust("1"))).toBe(UNKNOWN_ADDRESS);
  });

  it("on Vercel the platform's header is the address", () => {
    const trust = parseProxyTrust(undefined, true);
    expect(trust).toEqual({ kind: "vercel" });
    expect(clientAddress(headers({ "x-vercel-forwarded-for": "198.51.100.4", "x-forwarded-for": "6.6.6.6" }), trust)).toBe("198.51.100.4");
  });

  it("refuses a setting it cannot read", () => {
    expect(() => parseProxyTrust("yes please")).toThrow(/TRUST_PROXY/);
    expect(() => parseProxyTrust("-1")).toThrow(/TRUST_PROXY/);
  });
});
