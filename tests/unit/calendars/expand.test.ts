import { describe, expect, it } from "vitest";
import { busyIntervals, NotACalendarError } from "@/lib/calendars/expand";
import { icsOf } from "../../support/ics-server";

// Busy time as the owner's calendar means it: every occurrence, in the right zone, minus what does not block.

const window = { from: new Date("2026-11-01T00:00:00Z"), to: new Date("2027-05-01T00:00:00Z") };
const spans = (ics: string, w = window) => busyIntervals(ics, w).map((i) => [i.startsAt.toISOString(), i.endsAt.toISOString()]);

describe("calendar busy intervals", () => {
  it("expands a weekly RRULE in its TZID, keeping the wall-clock time across the DST change", () => {
    const ics = icsOf(`
      UID:w1
      DTSTART;TZID=America/New_York:20270303T140000
      DTEND;TZID=America/New_York:20270303T160000
      RRULE:FREQ=WEEKLY;COUNT=3
      SUMMARY:Class`);
    expect(spans(ics)).toEqual([
      ["2027-03-03T19:00:00.000Z", "2027-03-03T21:00:00.000Z"], // EST
      ["2027-03-10T19:00:00.000Z", "2027-03-10T21:00:00.000Z"], // EST (the change is the 14th)
      ["2027-03-17T18:00:00.000Z", "2027-03-17T20:00:00.000Z"], // EDT: still 2 pm in New York
    ]);
  });

  it("leaves out EXDATEs and applies RECURRENCE-ID overrides: moved, and cancelled", () => {
    const ics = icsOf(
      `UID:w2
       DTSTART;TZID=America/New_York:20261202T140000
       DTEND;TZID=America/New_York:20261202T160000
       RRULE:FREQ=WEEKLY;COUNT=4
       EXDATE;TZID=America/New_York:20261209T140000
       SUMMARY:Weekly`,
      `UID:w2
       RECURRENCE-ID;TZID=America/New_York:20261216T140000
       DTSTART;TZID=America/New_York:20261216T180000
       DTEND;TZID=America/New_York:20261216T190000
       SUMMARY:Weekly (moved)`,
      `UID:w2
       RECURRENCE-ID;TZID=America/New_York:20261223T140000
       DTSTART;TZID=America/New_York:20261223T140000
       DTEND;TZID=America/New_York:20261223T160000
       STATUS:CANCELLED
       SUMMARY:Weekly`,
    );
    expect(busyIntervals(ics, window).map((i) => [i.startsAt.toISOString(), i.summary])).toEqual([
      ["2026-12-02T19:00:00.000Z", "Weekly"],
      ["2026-12-16T23:00:00.000Z", "Weekly (moved)"],
    ]);
  });

  it("blocks an occurrence moved into the window from a date outside it, and frees the one moved out", () => {
    // The window is December; the weekly series' November 25 occurrence moves to December 3, and
    // its December 9 occurrence moves to January: the base dates decide neither.
    const december = { from: new Date("2026-12-01T05:00:00Z"), to: new Date("2027-01-01T05:00:00Z") };
    const ics = icsOf(
      `UID:w3
       DTSTART;TZID=America/New_York:20261118T090000
       DTEND;TZID=America/New_York:20261118T100000
       RRULE:FREQ=WEEKLY;COUNT=4
       SUMMARY:Weekly`,
      `UID:w3
       RECURRENCE-ID;TZID=America/New_York:20261125T090000
       DTSTART;TZID=America/New_York:20261203T150000
       DTEND;TZID=America/New_York:20261203T160000
       SUMMARY:Weekly (moved in)`,
      `UID:w3
       RECURRENCE-ID;TZID=America/New_York:20261209T090000
       DTSTART;TZID=America/New_York:20270106T090000
       DTEND;TZID=America/New_York:20270106T100000
       SUMMARY:Weekly (moved out)`,
    );
    expect(busyIntervals(ics, december).map((i) => [i.startsAt.toISOString(), i.summary])).toEqual([
      ["2026-12-02T14:00:00.000Z", "Weekly"],
      ["2026-12-03T20:00:00.000Z", "Weekly (moved in)"],
    ]);
  });

  it("blocks whole local days in the practice's zone for all-day events, multi-day ones included", () => {
    const ics = icsOf(
      `UID:a1
       DTSTART;VALUE=DATE:20261205
       DTEND;VALUE=DATE:20261207
       SUMMARY:Weekend away`,
      `UID:a2
       DTSTART;VALUE=DATE:20270313
       SUMMARY:One day, no end, across the spring-forward night`,
      `UID:a3
       DTSTART;VALUE=DATE:20270314
       DTEND;VALUE=DATE:20270315
       SUMMARY:The 23-hour day`,
    );
    expect(spans(ics)).toEqual([
      ["2026-12-05T05:00:00.000Z", "2026-12-07T05:00:00.000Z"],
      ["2027-03-13T05:00:00.000Z", "2027-03-14T05:00:00.000Z"],
      ["2027-03-14T05:00:00.000Z", "2027-03-15T04:00:00.000Z"],
    ]);
  });

  it("reads floating times as the practice's wall clock, and UTC and other zones as given", () => {
    const ics = icsOf(
      `UID:f1
       DTSTART:20261210T090000
       DTEND:20261210T100000`,
      `UID:u1
       DTSTART:20261211T150000Z
       DTEND:20261211T160000Z`,
      `UID:p1
       DTSTART;TZID=Europe/Paris:20261212T150000
       DURATION:PT1H30M`,
    );
    expect(spans(ics)).toEqual([
      ["2026-12-10T14:00:00.000Z", "2026-12-10T15:00:00.000Z"],
      ["2026-12-11T15:00:00.000Z", "2026-12-11T16:00:00.000Z"],
      ["2026-12-12T14:00:00.000Z", "2026-12-12T15:30:00.000Z"],
    ]);
  });

  it("does not block for cancelled events or events shown as free (TRANSP:TRANSPARENT)", () => {
    const ics = icsOf(
      `UID:c1
       DTSTART:20261211T150000Z
       DTEND:20261211T160000Z
       STATUS:CANCELLED`,
      `UID:t1
       DTSTART:20261212T150000Z
       DTEND:20261212T160000Z
       TRANSP:TRANSPARENT`,
      `UID:t2
       DTSTART;TZID=America/New_York:20261202T090000
       DTEND;TZID=America/New_York:20261202T100000
       RRULE:FREQ=DAILY;COUNT=5
       TRANSP:TRANSPARENT`,
      `UID:o1
       DTSTART:20261213T150000Z
       DTEND:20261213T160000Z
       TRANSP:OPAQUE`,
    );
    expect(spans(ics)).toEqual([["2026-12-13T15:00:00.000Z", "2026-12-13T16:00:00.000Z"]]);
  });

  it("keeps only what touches the window, an ongoing event included, and an endless rule stays bounded", () => {
    const ics = icsOf(
      `UID:old
       DTSTART:20260101T150000Z
       DTEND:20260101T160000Z`,
      `UID:long
       DTSTART;VALUE=DATE:20261025
       DTEND;VALUE=DATE:20261103`,
      `UID:daily
       DTSTART;TZID=America/New_York:20200101T080000
       DTEND;TZID=America/New_York:20200101T083000
       RRULE:FREQ=DAILY`,
    );
    const w = { from: new Date("2026-11-01T04:00:00Z"), to: new Date("2026-11-04T05:00:00Z") };
    const out = spans(ics, w);
    expect(out[0]).toEqual(["2026-10-25T04:00:00.000Z", "2026-11-03T05:00:00.000Z"]);
    expect(out.slice(1)).toEqual([
      ["2026-11-01T13:00:00.000Z", "2026-11-01T13:30:00.000Z"], // the fall-back day: 8 am EST
      ["2026-11-02T13:00:00.000Z", "2026-11-02T13:30:00.000Z"],
      ["2026-11-03T13:00:00.000Z", "2026-11-03T13:30:00.000Z"],
    ]);
  });

  it("gives the same all-day and floating intervals whatever the server's own time zone", () => {
    const ics = icsOf(
      `UID:a1
       DTSTART;VALUE=DATE:20261205
       DTEND;VALUE=DATE:20261206`,
      `UID:f1
       DTSTART:20261210T090000
       DTEND:20261210T100000`,
    );
    const before = process.env.TZ;
    try {
      const results = ["UTC", "Asia/Tokyo", "Pacific/Honolulu"].map((zone) => {
        process.env.TZ = zone;
        return spans(ics);
      });
      expect(results[0]).toEqual([
        ["2026-12-05T05:00:00.000Z", "2026-12-06T05:00:00.000Z"],
        ["2026-12-10T14:00:00.000Z", "2026-12-10T15:00:00.000Z"],
      ]);
      expect(results[1]).toEqual(results[0]);
      expect(results[2]).toEqual(results[0]);
    } finally {
      process.env.TZ = before;
    }
  });

  it("refuses text that is not a calendar", () => {
    expect(() => busyIntervals("<html>Sign in</html>", window)).toThrow(NotACalendarError);
  });
});
