import { CalendarX2 } from "lucide-react";
import Link from "next/link";

import { adminAppointmentPath } from "@/lib/booking/links";
import type { CalendarConflict } from "@/lib/calendars/types";
import { formatShortDate, formatTimeWithZone } from "@/lib/format";
import { KeepConflictButton } from "./calendar-buttons";

const span = (startsAt: string, endsAt: string) =>
  `${formatShortDate(startsAt)}, ${formatTimeWithZone(startsAt)} – ${formatTimeWithZone(endsAt)}`;

/** The dashboard's "Conflicts with your calendar": upcoming bookings under busy time, to move or keep. Nothing when there are none. */
export function CalendarConflicts({ conflicts }: { conflicts: CalendarConflict[] }) {
  if (!conflicts.length) return null;
  return (
    <section aria-labelledby="conflicts-title" className="grid gap-4 rounded-xl border border-warning/40 bg-warning/5 p-3 shadow-sm sm:p-6">
      <div className="grid gap-1">
        <h2 id="conflicts-title" className="flex items-center gap-2 font-display text-xl font-semibold">
          <CalendarX2 aria-hidden="true" className="size-5 text-warning" />
          Conflicts with your calendar
        </h2>
        <p className="text-sm text-muted-foreground">
          These bookings overlap busy time in your calendars. They are not cancelled: open one to move it, or keep it as it is.
        </p>
      </div>
      <ul className="grid gap-3" aria-label="Conflicts with your calendar">
        {conflicts.map((c) => {
          const label = `${c.clientName}, ${c.serviceName}`;
          return (
            <li
              key={c.appointmentId}
              className="grid gap-3 rounded-lg border border-border bg-card p-3 sm:grid-cols-[1fr_auto] sm:items-center"
            >
              <div className="grid min-w-0 gap-1 text-sm">
                <Link href={adminAppointmentPath(c.appointmentId)} className="font-medium text-primary underline-offset-4 hover:underline">
                  {label}
                </Link>
                <span>Booking: {span(c.startsAt, c.endsAt)}</span>
                {c.busy.map((b) => (
                  <span key={`${b.startsAt}-${b.endsAt}`} className="text-muted-foreground">
                    Busy: {span(b.startsAt, b.endsAt)}
                    {b.summary ? ` (${b.summary})` : null}
                  </span>
                ))}
              </div>
              <KeepConflictButton appointmentId={c.appointmentId} label={label} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
