import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";

import { buttonVariants } from "@/components/ui/button";
import type { MonthGridDay, MonthGridData } from "@/lib/admin/types";
import { cn } from "@/lib/utils";
import { formatDayKey, formatTime12 } from "@/lib/format";
import { dashboardHref, type DashboardState } from "./url-state";

const WEEKDAYS = [
  ["Sun", "Sunday"],
  ["Mon", "Monday"],
  ["Tue", "Tuesday"],
  ["Wed", "Wednesday"],
  ["Thu", "Thursday"],
  ["Fri", "Friday"],
  ["Sat", "Saturday"],
] as const;

/** yyyy-MM plus `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** Green if any confirmed, else yellow if any pending, else grey (spec). */
function tone(day: MonthGridDay | undefined) {
  if (day && day.confirmed > 0) return "confirmed";
  if (day && day.pending > 0) return "pending";
  return "none";
}

const TONE_CLASSES = {
  confirmed: "border-success/40 bg-success/10",
  pending: "border-warning/40 bg-[#fbf3dc]",
  none: "border-border bg-muted/60",
} as const;

/** The month grid, Sunday to Saturday; a day with appointments links to its day dialog. */
export function MonthGrid({ data, today, state }: { data: MonthGridData; today: string; state: DashboardState }) {
  const [year, month] = data.month.split("-").map(Number);
  const firstWeekday = new Date(year, month - 1, 1).getDay();
  const daysInMonth = new Date(year, month, 0).getDate();
  const byDate = new Map(data.days.map((d) => [d.date, d]));
  const cells: (string | null)[] = [
    ...Array.from({ length: firstWeekday }, () => null),
    ...Array.from({ length: daysInMonth }, (_, i) => `${data.month}-${String(i + 1).padStart(2, "0")}`),
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
  const title = formatDayKey(`${data.month}-01`, "MMMM yyyy");
  const total = data.days.reduce((sum, d) => sum + d.count, 0);
  const nav = cn(buttonVariants({ variant: "outline", size: "icon" }), "size-10");

  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Link
            href={dashboardHref(state, { month: shiftMonth(data.month, -1), day: "" })}
            scroll={false}
            className={nav}
            aria-label="Previous month"
          >
            <ChevronLeft aria-hidden="true" />
          </Link>
          <h2 id="calendar-title" className="text-center text-lg font-semibold sm:min-w-44 sm:text-xl" aria-live="polite">
            {title}
          </h2>
          <Link
            href={dashboardHref(state, { month: shiftMonth(data.month, 1), day: "" })}
            scroll={false}
            className={nav}
            aria-label="Next month"
          >
            <ChevronRight aria-hidden="true" />
          </Link>
          {today.slice(0, 7) !== data.month ? (
            <Link
              href={dashboardHref(state, { month: "", day: "" })}
              scroll={false}
              className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "h-10")}
            >
              Today
            </Link>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {total === 1 ? "1 appointment" : `${total.toLocaleString("en-US")} appointments`} this month
        </p>
      </div>

      <table className="w-full table-fixed border-separate border-spacing-1 sm:border-spacing-1.5" aria-labelledby="calendar-title">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" className="pb-1 text-center text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                <abbr title={long} className="no-underline">
                  <span className="sm:hidden">{short.charAt(0)}</span>
                  <span className="hidden sm:inline">{short}</span>
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {week.map((date, i) =>
                date ? (
                  <DayCell key={date} date={date} day={byDate.get(date)} isToday={date === today} state={state} />
                ) : (
                  <td key={`empty-${w}-${i}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>

      <ul aria-label="Legend" className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {(
          [
            ["confirmed", "Confirmed"],
            ["pending", "Pending"],
            ["none", "No Appointments"],
          ] as const
        ).map(([key, label]) => (
          <li key={key} className="flex items-center gap-2">
            <span aria-hidden="true" className={cn("size-4 rounded border", TONE_CLASSES[key])} />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}

function DayCell({ date, day, isToday, state }: { date: string; day: MonthGridDay | undefined; isToday: boolean; state: DashboardState }) {
  const number = Number(date.slice(8));
  const count = day?.count ?? 0;
  const more = count - (day?.first.length ?? 0);
  const box = cn(
    "flex h-14 flex-col gap-1 overflow-hidden rounded-md border p-1 text-left align-top sm:h-28 sm:p-2",
    TONE_CLASSES[tone(day)],
    isToday && "outline-2 outline-offset-1 outline-primary",
  );
  const head = (
    // On a phone a day is about 45 px wide: the count goes under a two-digit day rather than past its edge.
    <span className="flex flex-wrap items-start justify-between gap-x-1">
      <span className={cn("text-sm font-semibold tabular-nums", isToday && "text-primary")}>{number}</span>
      {count > 0 ? (
        <span
          className="rounded-full bg-foreground px-1.5 text-[0.7rem] font-semibold leading-5 text-background tabular-nums"
          aria-hidden="true"
        >
          {count}
        </span>
      ) : null}
    </span>
  );
  // Read after the visible day number, so the link's name starts with what a sighted user sees.
  const description = `${formatDayKey(date)}${isToday ? " (today)" : ""}: ${count === 1 ? "1 appointment" : `${count} appointments`}`;

  return (
    <td className="p-0 align-top">
      {day && count > 0 ? (
        <Link
          href={dashboardHref(state, { day: date })}
          scroll={false}
          data-day-link={date}
          className={cn(
            box,
            "transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          )}
        >
          {head}
          <span className="sr-only">, {description}</span>
          <span className="hidden min-w-0 flex-col gap-0.5 sm:flex" aria-hidden="true">
            {day.first.map((a) => (
              <span key={a.id} className="truncate text-xs">
                <span className="font-medium tabular-nums">{formatTime12(a.time)}</span> {a.clientFirstName}
              </span>
            ))}
            {more > 0 ? <span className="text-xs font-medium text-muted-foreground">+{more} more</span> : null}
          </span>
        </Link>
      ) : (
        <div className={box}>
          {head}
          {isToday ? <span className="sr-only">(today)</span> : null}
        </div>
      )}
    </td>
  );
}
