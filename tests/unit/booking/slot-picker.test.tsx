// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { addMonths, format } from "date-fns";
import { describe, expect, it, vi } from "vitest";

import { earliestBookableDate } from "@/lib/booking/dates";
import { jsonResponse, stubFetchPerTest } from "../support/dom";

// The wizard's and the reschedule form's date picker in a DOM: the month shown is the client's
// choice; the free days arriving later never move it.

const { SlotPicker } = await import("@/components/booking/date-step");
const { TimeZoneProvider } = await import("@/components/booking/time-zone");

const fetchMock = stubFetchPerTest();

const firstDay = earliestBookableDate(new Date());
const [y, m] = firstDay.split("-").map(Number);
const firstMonth = new Date(y, m - 1, 1);
const caption = (month: Date) => format(month, "MMMM yyyy");

function renderPicker() {
  render(
    <TimeZoneProvider initialZone="America/New_York" practiceZone="America/New_York" persist={false}>
      <SlotPicker serviceId={1} date={null} timeSlotId={null} heldSlot={null} onDateChange={vi.fn()} onSlotChange={vi.fn()} />
    </TimeZoneProvider>,
  );
}

describe("SlotPicker", () => {
  it("keeps a next-month click made while the free days load", async () => {
    // The free days answer only when the test says so; the first free day is in the first month.
    let answer!: () => void;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    fetchMock.mockImplementation(async (url) => {
      if (String(url).startsWith("/api/availability")) {
        await arrived;
        const month = new URL(String(url), "http://x").searchParams.get("month");
        return jsonResponse(200, { month, dates: month === format(firstMonth, "yyyy-MM") ? [firstDay] : [] });
      }
      return jsonResponse(200, []);
    });
    renderPicker();
    expect(screen.getByText(caption(firstMonth))).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: /next month/i }));
    expect(screen.getByText(caption(addMonths(firstMonth, 1)))).toBeTruthy();

    await act(async () => answer());
    await screen.findByText("Days with free times are marked with a dot.");
    expect(screen.getByText(caption(addMonths(firstMonth, 1)))).toBeTruthy();
    expect(screen.queryByText(caption(firstMonth))).toBeNull();
  });

  it("opens on the first month with free times when the client has not moved", async () => {
    const later = addMonths(firstMonth, 1);
    const laterDay = format(new Date(later.getFullYear(), later.getMonth(), 15), "yyyy-MM-dd");
    fetchMock.mockImplementation(async (url) => {
      const month = new URL(String(url), "http://x").searchParams.get("month");
      return jsonResponse(200, { month, dates: month === format(later, "yyyy-MM") ? [laterDay] : [] });
    });
    renderPicker();
    await screen.findByText("Days with free times are marked with a dot.");
    expect(screen.getByText(caption(later))).toBeTruthy();
  });
});
