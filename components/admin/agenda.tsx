import { AlertTriangle, ChevronLeft, ChevronRight, MapPin, NotebookPen, Video } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { Agenda, AgendaDay, AgendaSession, AgendaView } from "@/lib/availability/agenda";
import { formatDayKey, formatTimeWithZone } from "@/lib/format";
import { cn } from "@/lib/utils";
import { StatusBadge } from "./badges";

const PAYMENT_VARIANT = { Paid: "success", Unpaid: "warning", Free: "secondary" } as const;

// The agenda's server-rendered parts: links for the view and the dates (they work before any
// script), and each day with its opening and its sessions.

const VIEW_LABELS: Record<AgendaView, string> = { day: "Day", week: "Week", month: "Month" };
export const agendaHref = (view: AgendaView, date?: string) => `/admin/agenda?view=${view}${date ? `&date=${date}` : ""}`;

function rangeTitle({ view, from, to }: Agenda): string {
  if (view === "day") return formatDayKey(from);
  if (view === "month") return formatDayKey(from, "MMMM yyyy");
  return `${formatDayKey(from, from.slice(0, 4) === to.slice(0, 4) ? "MMM d" : "MMM d, yyyy")} – ${formatDayKey(to, "MMM d, yyyy")}`;
}

export function AgendaToolbar({ agenda }: { agenda: Agenda }) {
  const { view, date, today, previous, next } = agenda;
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-4">
      <nav aria-label="Agenda view" className="flex gap-1 rounded-lg bg-muted p-1">
        {(Object.keys(VIEW_LABELS) as AgendaView[]).map((v) => (
          <Link
            key={v}
            href={agendaHref(v, date)}
            aria-current={v === view ? "page" : undefined}
            className={cn(
              "flex min-h-10 flex-1 items-center justify-center rounded-md px-4 text-sm font-medium",
              v === view ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
            )}
          >
            {VIEW_LABELS[v]}
          </Link>
        ))}
      </nav>
      <div className="flex items-center justify-between gap-2">
        <Button asChild variant="outline" size="icon">
          <Link href={agendaHref(view, previous)} aria-label={`Previous ${view}`}>
            <ChevronLeft aria-hidden="true" />
          </Link>
        </Button>
        <h2 className="min-w-0 flex-1 text-center font-sans text-base font-semibold sm:min-w-56" aria-live="polite">
          {rangeTitle(agenda)}
        </h2>
        <Button asChild variant="outline" size="icon">
          <Link href={agendaHref(view, next)} aria-label={`Next ${view}`}>
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={agendaHref(view, today)} aria-current={agenda.from <= today && today <= agenda.to ? "date" : undefined}>
            Today
          </Link>
        </Button>
      </div>
    </div>
  );
}

export function AgendaDays({ agenda }: { agenda: Agenda }) {
  // A month lists the days with something on them; a day or a week lists every day.
  const days = agenda.view === "month" ? agenda.days.filter((d) => d.sessions.length || d.timeOff !== null || d.holiday) : agenda.days;
  const count = agenda.days.reduce((n, d) => n + d.sessions.length, 0);
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground" role="status">
        {count === 0 ? "No sessions" : count === 1 ? "1 session" : `${count} sessions`} in this {agenda.view}.
      </p>
      {days.map((day) => (
        <DaySection key={day.date} day={day} isToday={day.date === agenda.today} />
      ))}
      {agenda.view === "month" && days.length === 0 ? (
        <p className="text-muted-foreground">Nothing booked and no time off this month.</p>
      ) : null}
    </div>
  );
}

function DaySection({ day, isToday }: { day: AgendaDay; isToday: boolean }) {
  const id = `day-${day.date}`;
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h3 id={id} className="font-sans text-lg font-semibold">
          {formatDayKey(day.date, "EEEE, MMMM d")}
          {isToday ? <span className="ml-2 text-sm font-medium text-primary">Today</span> : null}
        </h3>
        <p className="flex flex-wrap gap-2 text-sm text-muted-foreground">
          {day.timeOff !== null ? (
            <Badge variant="secondary" className="max-w-full whitespace-normal [overflow-wrap:anywhere]">
              Time off{day.timeOff ? `: ${day.timeOff}` : ""}
            </Badge>
          ) : null}
          {day.holiday ? <Badge variant="outline">{day.holiday}</Badge> : null}
          {day.timeOff === null ? <span>{day.hours ? `Open ${day.hours.join(", ")}` : "Closed (no hours this weekday)"}</span> : null}
        </p>
      </div>
      {day.sessions.length ? (
        <ol className="grid gap-3">
          {day.sessions.map((s) => (
            <SessionItem key={s.id} session={s} />
          ))}
        </ol>
      ) : (
        <p className="text-sm text-muted-foreground">No sessions.</p>
      )}
    </section>
  );
}

function SessionItem({ session: s }: { session: AgendaSession }) {
  return (
    <li
      className={cn(
        "grid gap-2 rounded-lg border p-3 sm:grid-cols-[8rem_1fr] sm:gap-4",
        s.outsideOpening ? "border-destructive/60 bg-destructive/5" : "border-border",
      )}
    >
      <p className="font-semibold tabular-nums">
        {formatTimeWithZone(s.startsAt)}
        <span className="block text-sm font-normal text-muted-foreground">to {formatTimeWithZone(s.endsAt)}</span>
      </p>
      <div className="grid min-w-0 gap-1.5">
        <p className="[overflow-wrap:anywhere]">
          <Link href={s.clientHref} className="font-semibold text-primary underline-offset-4 hover:underline">
            {s.clientName}
          </Link>
          <span className="text-muted-foreground"> · {s.serviceName}</span>
        </p>
        <p className="flex flex-wrap gap-1.5">
          <Badge variant="outline">{s.isVirtual ? "Virtual" : "In person"}</Badge>
          <Badge variant={PAYMENT_VARIANT[s.payment]}>{s.payment}</Badge>
          <Badge variant={s.consentSigned ? "success" : "warning"}>{s.consentSigned ? "Consent signed" : "No consent"}</Badge>
          {s.status !== "confirmed" ? <StatusBadge status={s.status} /> : null}
        </p>
        {s.outsideOpening ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-destructive">
            <AlertTriangle className="size-4 shrink-0" aria-hidden="true" />
            Booked on {s.outsideOpening === "time off" ? "a day of your time off" : "a day you are closed"}
          </p>
        ) : null}
        {s.joinHref ? (
          <a
            href={s.joinHref}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Video className="size-4 shrink-0" aria-hidden="true" />
            Start / Join <span className="sr-only">the video room of {s.clientName}&apos;s session (opens in a new tab)</span>
          </a>
        ) : (
          <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {s.address}
          </p>
        )}
        {s.notes ? (
          <p className="flex items-start gap-1.5 text-sm whitespace-pre-line [overflow-wrap:anywhere]">
            <NotebookPen className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <span>
              <span className="sr-only">Client&apos;s notes: </span>
              {s.notes}
            </span>
          </p>
        ) : null}
        <Link
          href={`/admin/dashboard?appointment=${s.id}`}
          className="w-fit text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Details <span className="sr-only">of {s.clientName}&apos;s session</span>
        </Link>
      </div>
    </li>
  );
}
