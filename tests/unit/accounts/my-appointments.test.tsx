import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { cancellationPolicy } from "@/lib/booking/policy";
import { fullAddress, siteConfig } from "@/lib/site-config";
import { userAppointment } from "./fixtures";

// My Appointments as the server renders it (no browser, no API): the sections, what each card
// says, which actions a booking offers (before and after the cutoff, past and cancelled ones
// none), the empty and error states; and the wording helpers the cards and dialogs share.

const data = vi.hoisted(() => ({ listAppointmentsForUser: vi.fn() }));
vi.mock("@/lib/accounts/client-data", () => data);
const waitlist = vi.hoisted(() => ({ listWaitlistForUser: vi.fn(async (): Promise<unknown[]> => []) }));
vi.mock("@/lib/waitlist/entries", () => waitlist);
vi.mock("@/lib/db", () => ({ db: {} }));
const intake = vi.hoisted(() => ({
  intakeStates: vi.fn(async (): Promise<Record<number, "missing" | "answered">> => ({})),
  appointmentIntakePaths: {
    page: (id: number) => `/appointments/${id}/intake`,
    pdf: (id: number) => `/api/appointments/${id}/intake`,
  },
}));
vi.mock("@/lib/intake/responses", () => intake);
vi.mock("@/components/ui/toast", () => ({ toast: vi.fn(), toastError: vi.fn() }));
vi.mock("next/navigation", () => ({ useRouter: () => ({ refresh: vi.fn(), push: vi.fn() }) }));

const { MyAppointments } = await import("@/components/accounts/my-appointments");
const display = await import("@/lib/accounts/appointment-display");

const LA = "America/Los_Angeles";
const NY = "America/New_York";

const appointment = userAppointment;

const virtual = appointment({
  id: 42,
  serviceName: "Clinical Hypnotherapy (Virtual)",
  serviceDuration: 60,
  isVirtual: true,
  location: "Virtual",
  zoomLink: "https://zoom.us/j/5550142000",
  address: null,
  receiptUrl: "/api/appointments/42/receipt",
  consentUrl: null,
  calendarUrl: "/api/appointments/42/calendar",
});

const cancelledPast = appointment({
  id: 40,
  startsAt: "2030-02-20T19:30:00.000Z",
  endsAt: "2030-02-20T20:45:00.000Z",
  status: "cancelled",
  upcoming: false,
  change: { canChange: false, deadline: "2030-02-18T19:30:00.000Z", reason: "not_confirmed" },
  rescheduledFrom: "2030-02-13T19:30:00.000Z",
  cancelledBy: "client",
  cancelledAt: "2030-02-10T15:00:00.000Z",
  refund: { amountCents: 10999, refundedAt: "2030-02-10T15:00:05.000Z" },
  calendarUrl: null,
  receiptUrl: "/api/appointments/40/receipt",
  consentUrl: "/api/appointments/40/consent",
});

const html = async (timeZone: string | null = null) => renderToStaticMarkup(await MyAppointments({ userId: 9, timeZone }));
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
/** The markup of one card (article) by appointment id. */
const card = (markup: string, id: number) => {
  const start = markup.indexOf(`<article id="appointment-${id}"`);
  expect(start, `card ${id}`).toBeGreaterThanOrEqual(0);
  return markup.slice(start, markup.indexOf("</article>", start));
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("/appointments", () => {
  it("reads the given user's appointments and lists them under Upcoming and Past and cancelled", async () => {
    data.listAppointmentsForUser.mockResolvedValue([appointment(), virtual, cancelledPast]);
    const markup = await html();
    expect(data.listAppointmentsForUser).toHaveBeenCalledWith(9);
    const upcoming = markup.slice(markup.indexOf('id="upcoming-heading"'), markup.indexOf('id="past-heading"'));
    const past = markup.slice(markup.indexOf('id="past-heading"'));
    expect(upcoming).toContain('id="appointment-41"');
    expect(upcoming).toContain('id="appointment-42"');
    expect(past).toContain('id="appointment-40"');
    expect(past).not.toContain('id="appointment-41"');
  });

  it("an in-person booking: date, time with zone, duration, address, status, amount, calendar, documents, Reschedule and Cancel", async () => {
    data.listAppointmentsForUser.mockResolvedValue([appointment()]);
    const markup = card(await html(), 41);
    const words = text(markup);
    for (const expected of [
      "Private Yoga (In-Person)",
      "Status: Confirmed",
      "Monday, March 4, 2030",
      "2:30 PM EST",
      "75 minutes",
      "In-Person",
      fullAddress,
      "$109.99 paid",
      "You can reschedule or cancel until Saturday, March 2, 2030 at 2:30 PM EST.",
    ]) {
      expect(words).toContain(expected);
    }
    expect(markup).toContain('href="/api/appointments/41/calendar" download=""');
    expect(markup).toMatch(/href="https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE[^"]*" target="_blank"/);
    expect(markup).toContain('href="/api/appointments/41/receipt" download=""');
    expect(markup).toContain('href="/api/appointments/41/consent" download=""');
    expect(words).toContain("Receipt (PDF)");
    expect(words).toContain("Signed consent form (PDF)");
    expect(markup).toContain('href="/appointments/41/reschedule"');
    expect(markup).toContain('aria-label="Cancel Private Yoga (In-Person) on Monday, March 4, 2030"');
    expect(markup).not.toContain("Join Session");
  });

  it("shows times in the account's zone: in person the practice's clock first, virtual the client's", async () => {
    data.listAppointmentsForUser.mockResolvedValue([appointment(), virtual]);
    const markup = await html(LA);
    expect(text(card(markup, 41))).toContain("2:30 PM EST (11:30 AM PST your time)");
    expect(text(card(markup, 42))).toContain("11:30 AM PST (2:30 PM EST at the practice)");
  });

  it("a virtual booking has Join Session with its video link, and no address", async () => {
    data.listAppointmentsForUser.mockResolvedValue([virtual]);
    const markup = card(await html(), 42);
    expect(markup).toContain('href="https://zoom.us/j/5550142000" target="_blank"');
    expect(text(markup)).toContain("Virtual (video call)");
    expect(markup).not.toContain(fullAddress);
    expect(markup).not.toContain("Signed consent form");
  });

  it("after the cutoff: the policy and the practice's phone and email instead of Reschedule and Cancel", async () => {
    data.listAppointmentsForUser.mockResolvedValue([
      appointment({ change: { canChange: false, deadline: "2030-03-02T19:30:00.000Z", reason: "cutoff_passed" } }),
    ]);
    const markup = card(await html(), 41);
    expect(text(markup)).toContain(cancellationPolicy());
    expect(markup).toContain(`href="${siteConfig.phoneHref}"`);
    expect(markup).toContain(`href="mailto:${siteConfig.email}"`);
    expect(markup).toContain('href="/cancellation-policy"');
    expect(markup).not.toContain("/reschedule");
    expect(markup).not.toContain('aria-label="Cancel ');
    // Still booked: joining, the calendar and the documents stay.
    expect(markup).toContain("/api/appointments/41/calendar");
    expect(markup).toContain("/api/appointments/41/receipt");
  });

  it("a past, cancelled booking: who cancelled, the refund and the earlier time; documents but no actions", async () => {
    data.listAppointmentsForUser.mockResolvedValue([cancelledPast]);
    const markup = card(await html(), 40);
    const words = text(markup);
    for (const expected of [
      "Status: Cancelled",
      "Cancelled by you on February 10, 2030",
      "$109.99 refunded to your card on February 10, 2030",
      "Rescheduled from Wednesday, February 13, 2030 at 2:30 PM EST",
    ]) {
      expect(words).toContain(expected);
    }
    expect(markup).toContain("/api/appointments/40/receipt");
    for (const action of [
      "/reschedule",
      "calendar.google.com",
      '/calendar"',
      'aria-label="Cancel ',
      "Join Session",
      cancellationPolicy(),
    ]) {
      expect(markup).not.toContain(action);
    }
  });

  it("a held time awaiting payment offers to finish the booking, not to change it", async () => {
    data.listAppointmentsForUser.mockResolvedValue([
      appointment({
        status: "pending",
        paymentComplete: false,
        amountCents: 10500,
        receiptUrl: null,
        calendarUrl: null,
        change: { canChange: false, deadline: "2030-03-02T19:30:00.000Z", reason: "not_confirmed" },
      }),
    ]);
    const markup = card(await html(), 41);
    expect(text(markup)).toContain("Status: Awaiting payment");
    expect(text(markup)).toContain("$105.00, not paid");
    expect(markup).toContain('href="/schedule"');
    expect(markup).not.toContain("/reschedule");
    expect(markup).not.toContain("calendar.google.com");
  });

  it("no appointments at all: a friendly empty state with Book a Session", async () => {
    data.listAppointmentsForUser.mockResolvedValue([]);
    const markup = await html();
    expect(text(markup)).toContain("No appointments yet");
    expect(markup).toContain('href="/schedule"');
    expect(text(markup)).toContain("Book a Session");
  });

  it("lists the client's waitlist entries with their days, part of the day, a held time's link and Leave", async () => {
    data.listAppointmentsForUser.mockResolvedValue([]);
    waitlist.listWaitlistForUser.mockResolvedValueOnce([
      {
        id: 5,
        serviceId: 3,
        serviceName: "Clinical Hypnotherapy (Virtual)",
        dates: ["2030-03-03", "2030-03-10"],
        dayPart: "morning",
        joinedAt: "2030-02-01T15:00:00.000Z",
        offer: { id: 17, startsAt: "2030-03-03T15:00:00.000Z", expiresAt: "2030-02-20T15:30:00.000Z" },
      },
    ]);
    const markup = await html(NY);
    const words = text(markup);
    expect(words).toContain("No appointments yet");
    expect(words).toContain("Waitlist");
    expect(words).toContain("Sun, Mar 3 · Sun, Mar 10");
    expect(words).toContain("Morning (before noon Eastern Time)");
    expect(words).toContain("A time is held for you: Sunday, March 3, 2030 at 10:00 AM EST, until 10:30 AM EST.");
    expect(markup).toContain('href="/waitlist/offers/17"');
    expect(words).toContain("Leave the waitlist for Clinical Hypnotherapy (Virtual)");
  });

  it("only past ones: Upcoming says so, with Book a Session", async () => {
    data.listAppointmentsForUser.mockResolvedValue([cancelledPast]);
    const markup = await html();
    expect(text(markup)).toContain("You have no upcoming sessions.");
    expect(markup).toContain('href="/schedule"');
  });

  it("a failed read shows an error state with Try Again", async () => {
    data.listAppointmentsForUser.mockRejectedValue(new Error("database down"));
    const markup = await html();
    expect(markup).toContain('role="alert"');
    expect(text(markup)).toContain("Error Loading Appointments");
    expect(text(markup)).toContain("Try Again");
  });
});

describe("the words of a booking", () => {
  it("status in words: Confirmed, Past once over, Awaiting payment, Completed, Cancelled", () => {
    expect(display.statusWords({ status: "confirmed", upcoming: true }).label).toBe("Confirmed");
    expect(display.statusWords({ status: "confirmed", upcoming: false }).label).toBe("Past");
    expect(display.statusWords({ status: "pending", upcoming: true }).label).toBe("Awaiting payment");
    expect(display.statusWords({ status: "completed", upcoming: false }).label).toBe("Completed");
    expect(display.statusWords({ status: "cancelled", upcoming: false }).label).toBe("Cancelled");
  });

  it("who cancelled: you, the practice, or unknown (an old row)", () => {
    const base = { status: "cancelled" as const, cancelledAt: "2030-02-10T15:00:00.000Z" };
    expect(display.cancelledWords({ ...base, cancelledBy: "practice" }, NY)).toBe("Cancelled by the practice on February 10, 2030");
    expect(display.cancelledWords({ ...base, cancelledBy: null, cancelledAt: null }, NY)).toBe("Cancelled");
    expect(display.cancelledWords({ ...base, status: "confirmed", cancelledBy: null }, NY)).toBeNull();
  });

  it("the cancel step states the refund from the policy settings", () => {
    const paid = { paymentComplete: true, amountCents: 10999 };
    expect(display.cancelRefundWords(paid, { cutoffHours: 48, refund: "full" })).toBe(
      "You will get a full refund of $109.99 to your card. Refunds usually show on your statement within 5 to 10 business days.",
    );
    expect(display.cancelRefundWords(paid, { cutoffHours: 48, refund: "none" })).toBe(
      "Under our cancellation policy, the $109.99 you paid is not refunded.",
    );
    expect(display.cancelRefundWords({ paymentComplete: false, amountCents: 10500 })).toBe(
      "No payment was taken, so there is nothing to refund.",
    );
  });

  it("dates of a refund follow the client's zone (late evening in Los Angeles is the next day in New York)", () => {
    const refund = { amountCents: 5000, refundedAt: "2030-02-11T03:00:00.000Z" };
    expect(display.refundWords({ refund }, LA)).toBe("$50.00 refunded to your card on February 10, 2030");
    expect(display.refundWords({ refund }, NY)).toBe("$50.00 refunded to your card on February 10, 2030");
    expect(display.refundWords({ refund }, "Europe/London")).toBe("$50.00 refunded to your card on February 11, 2030");
    expect(display.refundWords({ refund: null }, NY)).toBeNull();
  });
});

describe("the intake form on My Appointments", () => {
  it("asks for a missing intake form with a link to answer it, and shows an answered one with its answers to download", async () => {
    data.listAppointmentsForUser.mockResolvedValue([virtual, appointment({ id: 43 })]);
    intake.intakeStates.mockResolvedValue({ 42: "missing", 43: "answered" });
    const markup = await html();
    expect(markup).toContain('href="/appointments/42/intake"');
    expect(text(markup)).toContain("Complete your intake form for Clinical Hypnotherapy (Virtual)");
    expect(text(markup)).toContain("Intake form: answered");
    expect(markup).toContain('href="/api/appointments/43/intake"');
    expect(text(markup)).toContain("Download my answers");
  });
});
