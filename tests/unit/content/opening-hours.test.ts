import { describe, expect, it } from "vitest";
import { clockLabel, defaultOpeningHours, openingHoursFrom } from "@/lib/content/opening-hours";

// The public opening hours are the saved working hours, shaped as the footer and contact page show them.

describe("openingHoursFrom", () => {
  it("the seed's week reads as the spec's text: Mon-Fri 8am-8pm, Sat 9am-5pm, Sun 10am-3pm", () => {
    expect(defaultOpeningHours().map((g) => `${g.label} ${g.display}`)).toEqual(["Mon-Fri 8am-8pm", "Sat 9am-5pm", "Sun 10am-3pm"]);
  });

  it("several intervals a day, closed days, and days grouped only while they are consecutive and alike", () => {
    const rows = [
      ...[1, 2, 4].map((weekday) => [
        { weekday, start: "09:00", end: "12:00" },
        { weekday, start: "13:00", end: "17:30" },
      ]),
      [{ weekday: 6, start: "10:00", end: "24:00" }],
    ].flat();
    expect(openingHoursFrom(rows).map((g) => [g.label, g.display, g.weekdays])).toEqual([
      ["Mon-Tue", "9am-12pm, 1pm-5:30pm", [1, 2]],
      ["Wed", "Closed", [3]],
      ["Thu", "9am-12pm, 1pm-5:30pm", [4]],
      ["Fri", "Closed", [5]],
      ["Sat", "10am-12am", [6]],
      ["Sun", "Closed", [0]],
    ]);
  });

  it("joins the practitioners' hours: the practice is open while anyone works", () => {
    const groups = openingHoursFrom([
      { weekday: 1, start: "08:00", end: "12:00" },
      { weekday: 1, start: "11:00", end: "14:00" },
      { weekday: 1, start: "18:00", end: "20:00" },
    ]);
    expect(groups[0]).toMatchObject({
      label: "Mon",
      display: "8am-2pm, 6pm-8pm",
      intervals: [
        { start: "08:00", end: "14:00" },
        { start: "18:00", end: "20:00" },
      ],
    });
    expect(groups[1]).toMatchObject({ label: "Tue-Sun", display: "Closed", intervals: [] });
  });

  it("clock labels", () => {
    expect(["00:00", "08:00", "09:30", "12:00", "12:15", "20:00", "24:00"].map(clockLabel)).toEqual([
      "12am",
      "8am",
      "9:30am",
      "12pm",
      "12:15pm",
      "8pm",
      "12am",
    ]);
  });
});
