import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

import type { ReminderDTO, VirtualAppointmentDTO } from "@/lib/accounts/client-data";

// The client area's server-rendered reads (/virtual-sessions and the profile's reminders tab):
// their data, empty and error states, rendered as the server does (no browser, no API).

const data = vi.hoisted(() => ({ listUpcomingVirtualAppointments: vi.fn(), listRemindersForUser: vi.fn() }));
vi.mock("@/lib/accounts/client-data", () => data);
const toasts = vi.hoisted(() => ({ toast: vi.fn(), toastError: vi.fn() }));
vi.mock("@/components/ui/toast", () => toasts);
const url = vi.hoisted(() => ({ search: "" }));
vi.mock("next/navigation", () => ({
  useRouter: () => ({ refresh: vi.fn() }),
  useSearchParams: () => new URLSearchParams(url.search),
}));

const { VirtualSessions } = await import("@/components/accounts/virtual-sessions-list");
const { JoinSessionButton } = await import("@/components/accounts/join-session-button");
const { RemindersSection } = await import("@/components/accounts/reminders-section");
const { filterReminders, parseStatusFilter, reminderCounts } = await import("@/components/accounts/reminder-filter");

const html = async (node: Promise<React.ReactElement>) => renderToStaticMarkup(await node);
const rows = (markup: string) => markup.split("<tr").length - 2; // minus the header row

const session = (over: Partial<VirtualAppointmentDTO> = {}): VirtualAppointmentDTO => ({
  id: 41,
  serviceName: "Clinical Hypnotherapy (Virtual)",
  practitionerName: "Maya Reyes",
  formattedDate: "Monday, March 4, 2030",
  time: "2:30 PM EST",
  startsAt: "2030-03-04T19:30:00.000Z",
  zoomLink: "https://zoom.us/j/5550142000",
  ...over,
});

const reminder = (over: Partial<ReminderDTO>): ReminderDTO => ({
  id: 1,
  appointmentId: 7,
  serviceName: "Clinical Hypnotherapy (Virtual)",
  appointmentDate: "2030-03-14",
  appointmentTime: "15:00",
  appointmentStartsAt: "2030-03-14T19:00:00.000Z",
  isVirtual: true,
  reminderType: "24hours",
  scheduledFor: "2030-03-13T19:00:00.000Z",
  sent: false,
  sentAt: null,
  ...over,
});
const reminders = [
  reminder({ id: 1 }),
  reminder({ id: 2, reminderType: "custom_2.5", scheduledFor: "2030-03-14T16:30:00.000Z", sent: true, sentAt: "2030-03-14T16:31:00.000Z" }),
  reminder({
    id: 3,
    appointmentId: 8,
    serviceName: "Gentle Yoga",
    appointmentDate: "2030-04-02",
    appointmentTime: "09:30",
    appointmentStartsAt: "2030-04-02T13:30:00.000Z",
    reminderType: "1hour",
    scheduledFor: "2030-04-02T12:30:00.000Z",
  }),
];

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  url.search = "";
});

describe("/virtual-sessions", () => {
  it("reads the given user's sessions and shows each as a card", async () => {
    data.listUpcomingVirtualAppointments.mockResolvedValue([
      session(),
      session({ id: 42, serviceName: "Virtual Yoga Flow", zoomLink: null }),
    ]);
    const markup = await html(VirtualSessions({ userId: 9 }));
    expect(data.listUpcomingVirtualAppointments).toHaveBeenCalledWith(9);
    expect(markup).toContain('aria-label="Upcoming virtual sessions"');
    expect(markup.split("<li").length - 1).toBe(2);
    for (const text of ["Monday, March 4, 2030", "2:30 PM EST", "with Maya Reyes", "Virtual (video call)"]) expect(markup).toContain(text);
    expect(markup).toContain('href="https://zoom.us/j/5550142000" target="_blank"');
    expect(markup).toContain("Join Session");
  });

  it("says 'No Upcoming Virtual Sessions' with 'Book a Session' to /schedule", async () => {
    data.listUpcomingVirtualAppointments.mockResolvedValue([]);
    const markup = await html(VirtualSessions({ userId: 9 }));
    expect(markup).toContain("No Upcoming Virtual Sessions");
    expect(markup).toMatch(/<a[^>]*href="\/schedule"[^>]*>.*Book a Session/);
  });

  it("says 'Error Loading Sessions' with Try Again when the read fails", async () => {
    data.listUpcomingVirtualAppointments.mockRejectedValue(new Error("database down"));
    const markup = await html(VirtualSessions({ userId: 9 }));
    expect(markup).toContain("Error Loading Sessions");
    expect(markup).toContain('role="alert"');
    expect(markup).toContain("Try Again");
    expect(markup).not.toContain("database down");
  });

  it("Join Session without a video link toasts 'Session Link Missing'", () => {
    const button = JoinSessionButton({ zoomLink: null, serviceName: "Virtual Yoga Flow" }) as React.ReactElement<{ onClick: () => void }>;
    button.props.onClick();
    expect(toasts.toastError).toHaveBeenCalledWith({
      title: "Session Link Missing",
      description: "The Zoom link for this session is unavailable. Please contact support.",
    });
  });
});

describe("Appointment Reminders tab", () => {
  it("shows the title, Refresh, the counts and one row per reminder", async () => {
    data.listRemindersForUser.mockResolvedValue(reminders);
    const markup = await html(RemindersSection({ userId: 9, clientZone: null }));
    expect(data.listRemindersForUser).toHaveBeenCalledWith(9);
    expect(markup).toContain("Your Appointment Reminders");
    expect(markup).toContain("Refresh");
    expect(markup).toMatch(/data-testid="reminders-total">3</);
    expect(markup).toMatch(/data-testid="reminders-pending">2</);
    expect(markup).toMatch(/data-testid="reminders-sent">1</);
    expect(rows(markup)).toBe(3);
    for (const text of ["24 Hours Before", "2.5 Hours Before", "1 Hour Before", "Thursday, March 14, 2030", "3:00 PM"]) {
      expect(markup).toContain(text);
    }
  });

  it("shows each time with its zone, in the client's zone as My Appointments does", async () => {
    data.listRemindersForUser.mockResolvedValue([reminder({ id: 1 })]);
    const markup = await html(RemindersSection({ userId: 9, clientZone: "America/Los_Angeles" }));
    expect(markup).toContain("12:00 PM PDT (3:00 PM EDT at the practice)");
    expect(markup).toContain("Wednesday, March 13, 2030"); // scheduled for: a day before, 12:00 PM PDT
    expect(markup).toContain("12:00 PM PDT");
    // Without a zone of their own: the practice's, named.
    data.listRemindersForUser.mockResolvedValue([reminder({ id: 1 })]);
    expect(await html(RemindersSection({ userId: 9, clientZone: null }))).toContain("3:00 PM EDT");
  });

  it("starts from the search and status in the URL", async () => {
    data.listRemindersForUser.mockResolvedValue(reminders);
    url.search = "tab=reminders&q=yoga&status=pending";
    const markup = await html(RemindersSection({ userId: 9, clientZone: null }));
    expect(rows(markup)).toBe(1);
    expect(markup).toContain('value="yoga"');
    expect(markup).not.toContain("Clinical Hypnotherapy"); // pending yoga only
    url.search = "q=nothing+like+this";
    expect(await html(RemindersSection({ userId: 9, clientZone: null }))).toContain("No reminders match your filter criteria");
  });

  it("says 'No reminders scheduled yet' when there are none", async () => {
    data.listRemindersForUser.mockResolvedValue([]);
    const markup = await html(RemindersSection({ userId: 9, clientZone: null }));
    expect(markup).toContain("No reminders scheduled yet");
    expect(markup).toMatch(/data-testid="reminders-total">0</);
  });

  it("retries a failed read once, then says 'Error loading reminders' with Try Again", async () => {
    data.listRemindersForUser.mockRejectedValue(new Error("database down"));
    const markup = await html(RemindersSection({ userId: 9, clientZone: null }));
    expect(data.listRemindersForUser).toHaveBeenCalledTimes(2);
    expect(markup).toContain("Error loading reminders");
    expect(markup).toContain("Try Again");

    data.listRemindersForUser.mockReset().mockRejectedValueOnce(new Error("blip")).mockResolvedValueOnce([]);
    expect(await html(RemindersSection({ userId: 9, clientZone: null }))).toContain("No reminders scheduled yet");
  });

  it("searches service name, reminder type label and appointment date; filters by status", () => {
    const ids = (q: string, status = parseStatusFilter(null)) => filterReminders(reminders, q, status).map((r) => r.id);
    expect(ids("")).toEqual([1, 2, 3]);
    expect(ids("yoga")).toEqual([3]);
    expect(ids("2.5 hours")).toEqual([2]);
    expect(ids("March 14")).toEqual([1, 2]);
    expect(ids("2030-04-02")).toEqual([3]);
    expect(ids("", parseStatusFilter("sent"))).toEqual([2]);
    expect(ids("", parseStatusFilter("pending"))).toEqual([1, 3]);
    expect(ids("hypnotherapy", parseStatusFilter("pending"))).toEqual([1]);
    expect(parseStatusFilter("bogus")).toBe("all");
    expect(reminderCounts(reminders)).toEqual({ total: 3, pending: 2, sent: 1 });
  });
});
