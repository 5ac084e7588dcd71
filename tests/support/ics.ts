import ICAL from "ical.js";
import { expect } from "vitest";

// A calendar feed read back the way a calendar app reads it: parsed by ical.js (a full RFC 5545
// parser) after the checks it is lenient about (CRLF line ends, folded lines of at most 75 octets,
// the properties RFC 5545 requires of a calendar and of each event).

export type ParsedEvent = {
  uid: string;
  sequence: number;
  summary: string;
  description: string;
  location: string;
  url: string;
  /** DTSTART and DTEND as written ("20300716T033000Z"). */
  rawStart: string;
  rawEnd: string;
  start: Date;
  end: Date;
  dtstamp: string;
  lastModified: string;
};

export function parseFeed(text: string) {
  expect(text.endsWith("\r\n"), "ends with CRLF").toBe(true);
  const lines = text.split("\r\n").slice(0, -1);
  for (const line of lines) {
    expect(line.includes("\n") || line.includes("\r"), `bare line break in ${JSON.stringify(line)}`).toBe(false);
    expect(Buffer.byteLength(line, "utf8"), `line longer than 75 octets: ${line}`).toBeLessThanOrEqual(75);
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  expect(calendar.getFirstPropertyValue("prodid")).toBeTruthy();
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  const events = calendar.getAllSubcomponents("vevent").map((event): ParsedEvent => {
    for (const required of ["uid", "dtstamp", "dtstart"]) expect(event.hasProperty(required), `VEVENT without ${required}`).toBe(true);
    const uid = String(event.getFirstPropertyValue("uid"));
    const raw = (name: string) => {
      const block = unfolded.split("BEGIN:VEVENT").find((b) => b.includes(`\r\nUID:${uid}\r\n`)) ?? "";
      return new RegExp(`\\r\\n${name}(?:;[^:]*)?:([^\\r]*)`).exec(block)?.[1] ?? "";
    };
    const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate();
    return {
      uid,
      sequence: Number(event.getFirstPropertyValue("sequence") ?? 0),
      summary: String(event.getFirstPropertyValue("summary") ?? ""),
      description: String(event.getFirstPropertyValue("description") ?? ""),
      location: String(event.getFirstPropertyValue("location") ?? ""),
      url: String(event.getFirstPropertyValue("url") ?? ""),
      rawStart: raw("DTSTART"),
      rawEnd: raw("DTEND"),
      start: time("dtstart"),
      end: time("dtend"),
      dtstamp: raw("DTSTAMP"),
      lastModified: raw("LAST-MODIFIED"),
    };
  });
  const uids = events.map((e) => e.uid);
  expect(new Set(uids).size, "UIDs are unique").toBe(uids.length);
  return { calendar, events, unfolded };
}
