import { describe, expect, it, vi } from "vitest";
import { renderAppointmentIcs } from "@/lib/documents/ics";

vi.mock("@/lib/db", () => ({ db: {} })); // the renderer reads nothing; its module's neighbours import the client

const appointment = {
  id: 7,
  startsAt: new Date("2030-01-07T15:00:00Z"),
  endsAt: new Date("2030-01-07T16:00:00Z"),
  isVirtual: true,
  zoomLink: null,
  service: { name: "Yoga", duration: 60 },
  sequence: 1,
};

/** The ATTENDEE line, unfolded. */
const attendeeLine = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .find((line) => line.startsWith("ATTENDEE"))!;

describe("the .ics of a move or cancel names the client as ATTENDEE", () => {
  it.each(["REQUEST", "CANCEL"] as const)("%s: a quote or a control character in the name leaves a valid CN", (method) => {
    const ics = renderAppointmentIcs(appointment, {
      method,
      attendee: { name: 'Ann "Nan"\u0007 O\'Brien;\tJr, M.D.:', email: "ann@example.com" },
    });
    const line = attendeeLine(ics);
    // RFC 5545: a quoted parameter value holds no DQUOTE and no control character (no escapes).
    expect(line).toMatch(/;CN="[^"\u0000-\u001f\u007f]*":mailto:ann@example\.com$/);
    expect(line).toContain(`CN="Ann Nan O'Brien; Jr, M.D.:"`);
  });
});
