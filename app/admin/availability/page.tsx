import type { Metadata } from "next";
import Link from "next/link";
import { CalendarCheck } from "lucide-react";

import { HoursEditor } from "@/components/admin/availability/hours-editor";
import { daysLabel } from "@/components/admin/availability/labels";
import { TimeOffForm } from "@/components/admin/availability/time-off-form";
import { CloseHolidayButton, RemoveTimeOffButton } from "@/components/admin/availability/time-off-actions";
import { formatDayKey } from "@/lib/format";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { Badge } from "@/components/ui/badge";
import { requireAdminPage } from "@/lib/admin/auth";
import { availabilityOverview } from "@/lib/availability/overview";
import { AppError } from "@/lib/errors";
import { cn } from "@/lib/utils";
import { readSearchParams, type PageSearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Availability" };

// The owner's availability: weekly hours, time off and public holidays of one practitioner (the
// first unless ?practitioner= names another, so the view can be bookmarked). Server-rendered; the
// forms and buttons are small client components that refresh this page after a change.

export default async function AvailabilityPage({ searchParams }: { searchParams: PageSearchParams }) {
  const admin = await requireAdminPage();
  const q = readSearchParams(await searchParams);
  const overview = await availabilityOverview(q.positiveInt("practitioner") ?? undefined).catch((error) => {
    // An unknown practitioner in the URL shows the first one.
    if (error instanceof AppError && error.status === 404 && q.has("practitioner")) return availabilityOverview();
    throw error;
  });
  const { practitioners, practitionerId, hours, timeOff, holidays, window } = overview;
  const practitionerName = practitioners.find((p) => p.id === practitionerId)!.name;

  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Availability"
        description={`Working hours, time off and public holidays: the times clients can book with ${practitionerName}.`}
      />
      {practitioners.length > 1 ? (
        <nav aria-label="Practitioners" className="flex flex-wrap gap-2">
          {practitioners.map((p) => (
            <Link
              key={p.id}
              href={`/admin/availability?practitioner=${p.id}`}
              aria-current={p.id === practitionerId ? "page" : undefined}
              className={cn(
                "inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-medium",
                p.id === practitionerId ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
              )}
            >
              {p.name}
            </Link>
          ))}
        </nav>
      ) : null}
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        Clients can book from {formatDayKey(window.earliest)} to {formatDayKey(window.latest)}. Changes apply to the booking calendar as
        soon as you save.
      </p>

      <Section
        id="hours"
        title="Weekly hours"
        description="Each day can have several intervals, e.g. 9:00 AM to 12:00 PM and 1:00 PM to 5:00 PM. A day without hours is closed."
      >
        <HoursEditor key={practitionerId} practitionerId={practitionerId} practitionerName={practitionerName} initial={hours} />
      </Section>

      <Section
        id="time-off"
        title="Time off"
        description="Whole days without bookings: one day or a range. If the days already have bookings, you see them first and decide."
      >
        <TimeOffForm key={practitionerId} practitionerId={practitionerId} practitionerName={practitionerName} today={window.today} />
        <div className="grid gap-3">
          <h3 className="font-sans text-base font-semibold">Upcoming time off</h3>
          {timeOff.length ? (
            <ul aria-label="Upcoming time off" className="grid gap-2">
              {timeOff.map((range) => (
                <li
                  key={range.from}
                  className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="grid min-w-0 gap-0.5">
                    <p className="font-medium">{daysLabel(range.from, range.to)}</p>
                    <p className="[overflow-wrap:anywhere] text-sm text-muted-foreground">
                      {range.days === 1 ? "1 day" : `${range.days} days`}
                      {range.reason ? ` · ${range.reason}` : ""}
                    </p>
                  </div>
                  <RemoveTimeOffButton practitionerId={practitionerId} from={range.from} to={range.to} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">No time off planned.</p>
          )}
        </div>
      </Section>

      <Section
        id="holidays"
        title="Public holidays"
        description={`US federal holidays until ${formatDayKey(window.latest)}, the end of the booking window. Close one to take no bookings that day.`}
      >
        {holidays.length ? (
          <ul aria-label="Public holidays" className="grid gap-2">
            {holidays.map((h) => (
              <li key={h.date} className="flex items-center justify-between gap-3 rounded-lg border border-border p-3">
                <div className="grid min-w-0 gap-0.5">
                  <p className="font-medium">{h.name}</p>
                  <p className="text-sm text-muted-foreground">{formatDayKey(h.date)}</p>
                </div>
                {h.closed ? (
                  <Badge variant="secondary" title={h.reason ?? undefined}>
                    Closed
                  </Badge>
                ) : (
                  <CloseHolidayButton practitionerId={practitionerId} practitionerName={practitionerName} date={h.date} name={h.name} />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            No federal holidays in the booking window.
          </p>
        )}
      </Section>
    </AdminShell>
  );
}

function Section({ id, title, description, children }: { id: string; title: string; description: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid min-w-0 gap-5 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6 [&>*]:min-w-0"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      {children}
    </section>
  );
}
