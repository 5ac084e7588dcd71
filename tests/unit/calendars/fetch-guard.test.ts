import { afterEach, describe, expect, it } from "vitest";
import { CalendarFetchError, isPublicAddress, normalizeCalendarUrl, publicOnlyLookup } from "@/lib/calendars/fetch";

// The server fetches only https addresses of public hosts: an address typed into a form must not
// reach the server's own network.

describe("calendar address guard", () => {
  afterEach(() => {
    delete process.env.CALENDAR_FETCH_ALLOW_ORIGINS;
  });

  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.5",
    "172.16.3.4",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254", // cloud metadata (link-local)
    "100.64.0.1", // carrier-grade NAT
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1", // unique local
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.1.2.3",
    "::ffff:169.254.169.254",
    "64:ff9b::a00:1", // NAT64 of 10.0.0.1
    "2002:0a00:0001::1", // 6to4 of 10.0.0.1
    "not-an-address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "142.250.80.46", "17.253.144.10", "2607:f8b0:4004:800::200e", "::ffff:8.8.8.8"])(
    "allows the public address %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it("takes webcal:// as https and refuses every other scheme and credentials in the address", () => {
    expect(normalizeCalendarUrl("webcal://p01-calendars.icloud.com/published/2/abc").toString()).toBe(
      "https://p01-calendars.icloud.com/published/2/abc",
    );
    expect(normalizeCalendarUrl("  https://calendar.google.com/calendar/ical/x/basic.ics ").protocol).toBe("https:");
    for (const bad of [
      "http://calendar.google.com/x.ics",
      "ftp://x/y",
      "file:///etc/passwd",
      "https://user:pw@example.com/x.ics",
      "not a url",
    ]) {
      expect(() => normalizeCalendarUrl(bad), bad).toThrow(CalendarFetchError);
    }
  });

  it("lets through only the exact origins of CALENDAR_FETCH_ALLOW_ORIGINS (test servers)", () => {
    expect(() => normalizeCalendarUrl("http://127.0.0.1:4999/a.ics")).toThrow(CalendarFetchError);
    process.env.CALENDAR_FETCH_ALLOW_ORIGINS = "http://127.0.0.1:4999";
    expect(normalizeCalendarUrl("http://127.0.0.1:4999/a.ics").origin).toBe("http://127.0.0.1:4999");
    expect(() => normalizeCalendarUrl("http://127.0.0.1:5000/a.ics")).toThrow(CalendarFetchError);
  });
});

describe("the socket's own lookup", () => {
  const lookup = (host: string, options: { all?: boolean }) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
      publicOnlyLookup(host, options as never, (error, address, family) => resolve({ error, address, family })),
    );

  it("hands the socket the public address it checked, in both of Node's calling forms", async () => {
    expect(await lookup("8.8.8.8", {})).toEqual({ error: null, address: "8.8.8.8", family: 4 });
    expect(await lookup("8.8.8.8", { all: true })).toMatchObject({ error: null, address: [{ address: "8.8.8.8", family: 4 }] });
  });

  it("refuses a name that resolves to a loopback or private address", async () => {
    for (const host of ["localhost", "127.0.0.1", "10.0.0.1", "::1"]) {
      expect((await lookup(host, { all: true })).error?.code, host).toBe("EPRIVATEADDRESS");
      expect((await lookup(host, {})).error?.code, host).toBe("EPRIVATEADDRESS");
    }
  });
});
