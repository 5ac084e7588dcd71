import { CalendarClock } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { formatShortDate, formatTimeWithZone } from "@/lib/format";
import type { OwnerCalendarView } from "@/lib/calendars/types";
import { CalendarForm } from "./calendar-form";
import { RemoveButton } from "@/components/admin/profile/remove-button";
import { removeCalendarAction } from "@/lib/actions/calendars";
import { SyncNowButton } from "./calendar-buttons";

const when = (iso: string) => `${formatShortDate(iso)}, ${formatTimeWithZone(iso)}`;

/** Settings' "Your calendars": each calendar's state (last read, busy times, error), and the add form. */
export function CalendarsSection({ calendars }: { calendars: OwnerCalendarView[] }) {
  return (
    <section aria-labelledby="calendars-title" className="grid gap-5 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
      <div className="grid gap-1">
        <h2 id="calendars-title" className="font-display text-xl font-semibold">
          Your calendars
        </h2>
        <p className="text-sm text-muted-foreground">
          Events in these calendars block booking times, like time off (events marked free do not). They are read every 10 minutes. Bookings
          already made are never cancelled: the dashboard lists any that a new event overlaps.
        </p>
      </div>
      {calendars.length ? (
        <ul className="grid gap-3" aria-label="Calendars">
          {calendars.map((c) => (
            <li key={c.id} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_auto] sm:items-start sm:p-4">
              <div className="grid min-w-0 gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
                  <span className="font-medium">{c.name}</span>
                  {c.lastError ? <Badge variant="destructive">Not read</Badge> : <Badge variant="success">Synced</Badge>}
                </div>
                <p className="break-all text-sm text-muted-foreground">{c.maskedUrl}</p>
                <p className="text-sm">
                  {c.lastSuccessAt ? `Last synced ${when(c.lastSuccessAt)}` : "Not synced yet"} · {c.eventCount} busy{" "}
                  {c.eventCount === 1 ? "time" : "times"} ahead
                </p>
                {c.lastError ? (
                  <p className="text-sm font-medium text-destructive" role="status">
                    {c.failingSince ? `Failing since ${when(c.failingSince)}: ` : null}
                    {c.lastError}
                  </p>
                ) : null}
              </div>
              <div className="flex flex-wrap gap-2">
                <SyncNowButton id={c.id} name={c.name} />
                {/* Its busy times stop blocking bookings at once. */}
                <RemoveButton
                  action={removeCalendarAction}
                  id={c.id}
                  name={c.name}
                  title={`Remove ${c.name}?`}
                  removed={{ title: "Calendar removed", description: `${c.name} no longer blocks bookings.` }}
                  failureTitle="Calendar not removed"
                >
                  <p>Its busy times stop blocking bookings at once. Your calendar itself is not changed.</p>
                </RemoveButton>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No calendars yet. Add one to keep bookings off your own plans.</p>
      )}
      <div className="grid gap-3 border-t border-border pt-4">
        <h3 className="font-medium">Add a calendar</h3>
        <CalendarForm />
      </div>
    </section>
  );
}
