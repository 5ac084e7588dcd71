import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { BookingSummary } from "@/components/booking/booking-summary";
import { TimeZoneProvider, timeZoneOptions } from "@/components/booking/time-zone";
import { zonedInstant } from "@/lib/booking/dates";
import { canonicalTimeZone, dayPeriod, groupByDayPeriod, sameClock, sessionTime, timeZoneLabel } from "@/lib/format";
import type { ServiceDTO } from "@/lib/practice/catalog";
import { timeZoneSettingSchema } from "@/lib/validations/profile";

// The time-zone rules: sessions are stored as UTC instants and the practice's local
// date and time; what a client reads depends on their zone (virtual: theirs first, the practice's
// added where it differs; in person: the practice's first, then theirs).

const NY = "America/New_York";
const LA = "America/Los_Angeles";
const PHOENIX = "America/Phoenix";
const LONDON = "Europe/London";

/** A practice-local wall-clock time (New York) as an instant. */
const practice = (date: string, time: string) => zonedInstant(date, time, NY)!;

describe("sessionTime: whose clock comes first", () => {
  const at = practice("2026-12-07", "14:30"); // Monday, EST

  it("a virtual session: the client's time, then the practice's", () => {
    const shown = sessionTime(at, { clientZone: LA, inPerson: false, practiceZone: NY });
    expect(shown).toMatchObject({
      shownIn: "client",
      zone: LA,
      time: "11:30 AM",
      abbreviation: "PST",
      longDate: "Monday, December 7, 2026",
    });
    expect(shown.other).toMatchObject({ zone: NY, timeWithZone: "2:30 PM EST", sameDate: true });
    expect(shown.line).toBe("11:30 AM PST (2:30 PM EST at the practice)");
  });

  it("an in-person session: the practice's local time, then the client's", () => {
    const shown = sessionTime(at, { clientZone: LA, inPerson: true, practiceZone: NY });
    expect(shown.shownIn).toBe("practice");
    expect(shown.line).toBe("2:30 PM EST (11:30 AM PST your time)");
  });

  it("no client zone yet, the practice's own zone, or a zone on the same clock: one time only", () => {
    for (const clientZone of [null, undefined, NY, "America/Detroit", "America/Toronto"]) {
      const shown = sessionTime(at, { clientZone, inPerson: false, practiceZone: NY });
      expect(shown.other, String(clientZone)).toBeNull();
      expect(shown.line).toBe("2:30 PM EST");
    }
  });
});

describe("late evening: the two zones are on different dates", () => {
  it("7:30 PM in New York is 12:30 AM the next day in London", () => {
    const at = practice("2026-12-07", "19:30");
    const virtual = sessionTime(at, { clientZone: LONDON, inPerson: false, practiceZone: NY });
    expect(virtual.longDate).toBe("Tuesday, December 8, 2026");
    expect(virtual.line).toBe("12:30 AM GMT (7:30 PM EST on Mon, Dec 7 at the practice)");
    const inPerson = sessionTime(at, { clientZone: LONDON, inPerson: true, practiceZone: NY });
    expect(inPerson.longDate).toBe("Monday, December 7, 2026");
    expect(inPerson.line).toBe("7:30 PM EST (12:30 AM GMT on Tue, Dec 8 your time)");
  });

  it("a practice on the west coast: 10 PM in Los Angeles is 1 AM the next day in New York", () => {
    const at = zonedInstant("2027-01-15", "22:00", LA)!;
    const shown = sessionTime(at, { clientZone: NY, inPerson: false, practiceZone: LA });
    expect(shown.line).toBe("1:00 AM EST (10:00 PM PST on Fri, Jan 15 at the practice)");
    expect(shown.longDate).toBe("Saturday, January 16, 2027");
  });

  it("groups a day's times by the viewer's day: an evening that crosses midnight starts a new date", () => {
    const times = ["17:30", "18:00", "18:30", "19:00", "19:30"].map((t) => practice("2026-12-07", t)); // EST
    const groups = groupByDayPeriod(times, (t) => t, LONDON);
    expect(groups.map((g) => [g.date, g.period, g.items.length])).toEqual([
      ["2026-12-07", "Evening", 3], // 22:30, 23:00, 23:30 GMT
      ["2026-12-08", "Morning", 2], // 00:00, 00:30 GMT
    ]);
  });
});

describe("DST: zones whose offsets differ only for a while", () => {
  it("Phoenix keeps MST all year: 2 hours behind New York in winter, 3 after the US change (Sunday March 8, 2026)", () => {
    const friday = sessionTime(practice("2026-03-06", "10:00"), { clientZone: PHOENIX, inPerson: false, practiceZone: NY });
    expect(friday.line).toBe("8:00 AM MST (10:00 AM EST at the practice)");
    const sunday = sessionTime(practice("2026-03-08", "10:00"), { clientZone: PHOENIX, inPerson: false, practiceZone: NY });
    expect(sunday.line).toBe("7:00 AM MST (10:00 AM EDT at the practice)");
    const monday = sessionTime(practice("2026-03-09", "10:00"), { clientZone: PHOENIX, inPerson: true, practiceZone: NY });
    expect(monday.line).toBe("10:00 AM EDT (7:00 AM MST your time)");
  });

  it("Los Angeles and New York change on the same night: 3 hours apart on both sides", () => {
    for (const date of ["2026-03-07", "2026-03-08", "2026-03-09", "2026-10-31", "2026-11-01", "2026-11-02"]) {
      const shown = sessionTime(practice(date, "12:00"), { clientZone: LA, inPerson: false, practiceZone: NY });
      expect(shown.time, date).toBe("9:00 AM");
    }
  });

  it("London and New York: 4 hours apart for the week between Europe's change (October 25, 2026) and the US's (November 1)", () => {
    const at = (date: string) => sessionTime(practice(date, "10:00"), { clientZone: LONDON, inPerson: false, practiceZone: NY }).line;
    // en-US names British Summer Time "GMT+1".
    expect(at("2026-10-23")).toBe("3:00 PM GMT+1 (10:00 AM EDT at the practice)");
    expect(at("2026-10-28")).toBe("2:00 PM GMT (10:00 AM EDT at the practice)");
    expect(at("2026-11-04")).toBe("3:00 PM GMT (10:00 AM EST at the practice)");
  });

  it("Detroit shares New York's clock on both sides of a change", () => {
    for (const date of ["2026-03-07", "2026-03-09"]) expect(sameClock(practice(date, "09:00"), NY, "America/Detroit")).toBe(true);
    expect(sameClock(practice("2026-03-09", "09:00"), NY, PHOENIX)).toBe(false);
  });
});

describe("parts of the day", () => {
  it("Morning before noon, Afternoon before 5 PM, Evening after, in the given zone", () => {
    expect(dayPeriod(practice("2026-12-07", "11:59"), NY)).toBe("Morning");
    expect(dayPeriod(practice("2026-12-07", "12:00"), NY)).toBe("Afternoon");
    expect(dayPeriod(practice("2026-12-07", "16:59"), NY)).toBe("Afternoon");
    expect(dayPeriod(practice("2026-12-07", "17:00"), NY)).toBe("Evening");
    // 6 PM in New York is 3 PM in Los Angeles.
    expect(dayPeriod(practice("2026-12-07", "18:00"), LA)).toBe("Afternoon");
  });

  it("a New York weekday's times seen from Los Angeles: no evening at all", () => {
    const times = Array.from({ length: 24 }, (_, i) =>
      practice("2026-12-07", `${String(8 + Math.floor(i / 2)).padStart(2, "0")}:${i % 2 ? "30" : "00"}`),
    );
    expect(groupByDayPeriod(times, (t) => t, LA).map((g) => [g.period, g.items.length])).toEqual([
      ["Morning", 14], // 5:00-11:30 AM PST
      ["Afternoon", 10], // 12:00-4:30 PM PST
    ]);
    expect(groupByDayPeriod(times, (t) => t, NY).map((g) => [g.period, g.items.length])).toEqual([
      ["Morning", 8],
      ["Afternoon", 10],
      ["Evening", 6],
    ]);
  });
});

describe("which zones are accepted (the server's rule)", () => {
  it("canonical IANA names Intl supports; aliases are stored canonically", () => {
    expect(canonicalTimeZone("America/Los_Angeles")).toBe(LA);
    expect(canonicalTimeZone("US/Pacific")).toBe(LA);
    expect(canonicalTimeZone("america/phoenix")).toBe(PHOENIX);
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    expect(canonicalTimeZone("Pacific/Honolulu")).toBe("Pacific/Honolulu");
  });

  it("refuses unknown names, abbreviations and junk", () => {
    for (const value of ["Mars/Olympus_Mons", "EST", "PST", "", "America/Los Angeles", "../../etc/passwd", "x".repeat(65), "Etc/GMT+5"]) {
      expect(canonicalTimeZone(value), value).toBeNull();
    }
  });

  it("PUT /api/user/time-zone's schema uses the rule and says what is wrong", () => {
    expect(timeZoneSettingSchema.parse({ timeZone: " US/Hawaii " })).toEqual({ timeZone: "Pacific/Honolulu" });
    const refused = timeZoneSettingSchema.safeParse({ timeZone: "Nowhere/Land" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe("Please choose a valid time zone");
  });
});

describe("the time-zone select", () => {
  const winter = new Date("2026-12-07T17:00:00Z");

  it("offers the common US zones, names this device's, and adds a detected zone from elsewhere", () => {
    const us = timeZoneOptions({ clientZone: LA, detectedZone: LA, practiceZone: NY }, winter);
    expect(us.map((o) => o.zone)).toEqual([NY, "America/Chicago", "America/Denver", PHOENIX, LA, "America/Anchorage", "Pacific/Honolulu"]);
    expect(us[0].label).toBe("Eastern Time (EST)");
    expect(us[4].label).toBe("Pacific Time (PST), this device");
    expect(us[3].label).toBe("Arizona Time (no daylight saving) (MST)");

    const abroad = timeZoneOptions({ clientZone: LONDON, detectedZone: LONDON, practiceZone: NY }, winter);
    expect(abroad.at(-1)).toEqual({ zone: LONDON, label: "United Kingdom Time, London (GMT), this device" });
    expect(timeZoneLabel("Asia/Tokyo", winter)).toBe("Japan Standard Time, Tokyo (GMT+9)");
  });
});

describe("the payment step's summary follows the client's zone", () => {
  const service = (isVirtual: boolean): ServiceDTO => ({
    id: 3,
    name: "Session",
    category: "hypnotherapy",
    duration: 60,
    isVirtual,
    price: 12000,
    description: "",
  });
  const text = (node: React.ReactElement) =>
    renderToStaticMarkup(node)
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ");
  const summary = (isVirtual: boolean, zone: string | null) =>
    text(
      <TimeZoneProvider initialZone={zone} practiceZone={NY} persist={false}>
        <BookingSummary service={service(isVirtual)} startsAt="2030-03-04T19:30:00.000Z" price={12000} tax={{ status: "idle" }} />
      </TimeZoneProvider>,
    );

  it("renders on the server in the account's zone, or the practice's when none is stored", () => {
    expect(summary(true, LA)).toContain("11:30 AM PST (2:30 PM EST at the practice)");
    expect(summary(false, LA)).toContain("2:30 PM EST (11:30 AM PST your time)");
    expect(summary(true, null)).toContain("Time 2:30 PM EST ");
  });
});
