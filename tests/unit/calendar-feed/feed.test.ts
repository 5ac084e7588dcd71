import { describe, expect, it } from "vitest";
import { feedUrls, tokenOfSegment } from "@/lib/calendar-feed/paths";
import { feedEventTitle } from "@/lib/calendar-feed/render";
import { newFeedToken, sameToken } from "@/lib/calendar-feed/token";

// The feed's address: a fresh 256-bit token each time, read back only from its exact shape, and
// given out on the site's public origin in both schemes.

describe("the calendar feed's token and address", () => {
  it("is 32 random bytes in base64url, new every time", () => {
    const tokens = Array.from({ length: 50 }, newFeedToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it("matches only the same token, whatever the length of what was sent", () => {
    const token = newFeedToken();
    expect(sameToken(token, token)).toBe(true);
    for (const other of ["", token.slice(0, -1), `${token}A`, token.toLowerCase() === token ? token.toUpperCase() : token.toLowerCase()])
      expect(sameToken(other, token)).toBe(false);
  });

  it("reads the token only from '<token>.ics'", () => {
    const token = newFeedToken();
    expect(tokenOfSegment(`${token}.ics`)).toBe(token);
    for (const segment of [
      token,
      `${token}.ICS`,
      `${token}.ics.ics`,
      `x${token}.ics`,
      `${token.slice(1)}.ics`,
      `${token.slice(0, -1)}+.ics`,
    ])
      expect(tokenOfSegment(segment)).toBeNull();
  });

  it("is given out on the configured public origin, over https and as webcal", () => {
    const token = newFeedToken();
    expect(feedUrls(token, "https://serenity.example")).toEqual({
      https: `https://serenity.example/calendar/${token}.ics`,
      webcal: `webcal://serenity.example/calendar/${token}.ics`,
    });
    expect(feedUrls(token, "http://localhost:3000").webcal).toBe(`webcal://localhost:3000/calendar/${token}.ics`);
  });
});

describe("an event's title", () => {
  const appointment = (name: string, isVirtual: boolean) => ({
    isVirtual,
    clientFirstName: "Hannah",
    clientLastName: "Lee",
    service: { name, duration: 60 },
  });

  it("says Session, the service and the place, and names the client only when asked", () => {
    expect(feedEventTitle(appointment("Hypnotherapy", true), false)).toBe("Session · Hypnotherapy (virtual)");
    expect(feedEventTitle(appointment("Restorative Yoga & Yoga Nidra", false), false)).toBe(
      "Session · Restorative Yoga & Yoga Nidra (in person)",
    );
    expect(feedEventTitle(appointment("Hypnotherapy", true), true)).toBe("Hannah Lee · Hypnotherapy (virtual)");
  });

  it("says the place once when the service's name already says it", () => {
    expect(feedEventTitle(appointment("Clinical Hypnotherapy (Virtual)", true), false)).toBe("Session · Clinical Hypnotherapy (Virtual)");
    expect(feedEventTitle(appointment("Private Yoga (In-Person)", false), true)).toBe("Hannah Lee · Private Yoga (In-Person)");
    // A name that says the other place does not stand in for this one.
    expect(feedEventTitle(appointment("Virtual Reality Calm", false), false)).toBe("Session · Virtual Reality Calm (in person)");
  });
});
