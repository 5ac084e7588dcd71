"use client";

import { useMemo, useRef, useState } from "react";
import { Plus, Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast, toastError } from "@/components/ui/toast";
import { saveHoursAction } from "@/lib/actions/availability";
import type { FormState } from "@/lib/actions/state";
import { apiRequest } from "@/lib/api/client";
import type { AdminAppointment } from "@/lib/admin/types";
import type { ConflictOutcome, HoursInterval, HoursSaveResult } from "@/lib/availability/types";
import { weekHoursSchema } from "@/lib/availability/validation";
import { cn } from "@/lib/utils";
import { formatTime12, timeZoneLabel } from "@/lib/format";
import { usePracticeZone } from "../zone";
import { outcomeSummary, useConflictFlow } from "./conflict-flow";
import { FailedCancellations } from "./failed-cancellations";

// The weekly hours form: each day any number of intervals (Monday first), added and removed in
// place, checked with the server's own rules before sending, saved in one request that replaces
// the week. An end of 12:00 AM means midnight (sent as 24:00). The inputs are named as the save
// action reads them (a weekday, start and end per row, in order), so the form also posts before
// the page has hydrated.

const DAYS = [
  { weekday: 1, name: "Monday" },
  { weekday: 2, name: "Tuesday" },
  { weekday: 3, name: "Wednesday" },
  { weekday: 4, name: "Thursday" },
  { weekday: 5, name: "Friday" },
  { weekday: 6, name: "Saturday" },
  { weekday: 0, name: "Sunday" },
] as const;

type Row = { key: string; start: string; end: string };
type Week = Record<number, Row[]>;

let counter = 0;
const newKey = () => `row-${++counter}`;

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
};
const toTime = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** The week a form posted before the page hydrated sent, when the page came back with a refusal. */
function postedHours(answer: FormState<HoursSaveResult>): HoursInterval[] | null {
  if (answer.status !== "error" || !answer.values) return null;
  const list = (name: string) => [answer.values?.[name] ?? []].flat();
  const [weekdays, starts, ends] = [list("weekday"), list("start"), list("end")];
  return weekdays.map((weekday, i) => ({ weekday: Number(weekday), start: starts[i] ?? "", end: ends[i] ?? "" }));
}

function weekFrom(hours: HoursInterval[]): Week {
  const week: Week = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] };
  for (const h of hours) week[h.weekday].push({ key: newKey(), start: h.start, end: h.end === "24:00" ? "00:00" : h.end });
  return week;
}

/** The rows in the order they are sent, so "hours.{i}.field" errors find their input again. */
function flatten(week: Week): { row: Row; interval: HoursInterval }[] {
  return DAYS.flatMap(({ weekday }) =>
    week[weekday].map((row) => ({ row, interval: { weekday, start: row.start, end: row.end === "00:00" ? "24:00" : row.end } })),
  );
}

const sameWeek = (a: Week, b: Week) =>
  JSON.stringify(flatten(a).map((r) => r.interval)) === JSON.stringify(flatten(b).map((r) => r.interval));

type Errors = Record<string, string>; // `${rowKey}.start|end`

/** On a phone the picker opens on a tap: its icon's room goes to the time itself. */
const TIME_INPUT = "px-2 max-sm:[&::-webkit-calendar-picker-indicator]:hidden";

export function HoursEditor({
  practitionerId,
  practitionerName,
  initial,
}: {
  practitionerId: number;
  practitionerName: string;
  initial: HoursInterval[];
}) {
  const zone = usePracticeZone();
  const flow = useConflictFlow<HoursSaveResult>({
    preview: async () => (await apiRequest<{ conflicts: AdminAppointment[] }>("/api/admin/availability/hours/preview", { body })).conflicts,
    action: saveHoursAction,
    onDone: (result) => {
      const next = weekFrom(result.hours);
      setSaved(next);
      setWeek(next);
      setErrors({});
      setFailed(result.failed);
      toast({ title: "Working hours saved", description: `Clients can book the new times now. ${outcomeSummary(result)}`.trim() });
    },
    onError: ({ message, fieldErrors }) => {
      if (fieldErrors) showErrors(errorsFrom(fieldErrors, "hours\\."));
      toastError({
        title: "Hours not saved",
        description: message ?? "There was a problem saving the working hours. Please try again.",
      });
    },
    title: "Bookings outside the new hours",
    description: `These live bookings of ${practitionerName} fall outside the hours you are saving. Choose for each: keep it, or cancel it with a full refund.`,
    confirmLabel: "Save hours",
  });

  const [saved, setSaved] = useState<Week>(() => weekFrom(initial));
  const [week, setWeek] = useState<Week>(() => weekFrom(postedHours(flow.answer) ?? initial));
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState<ConflictOutcome["failed"]>([]);
  const formRef = useRef<HTMLFormElement>(null);
  const dirty = useMemo(() => !sameWeek(week, saved), [week, saved]);

  const rows = flatten(week);
  const body = { practitionerId, hours: rows.map((r) => r.interval) };

  const errorsFrom = (fieldErrors: Record<string, string>, prefix = "") => {
    const next: Errors = {};
    for (const [path, message] of Object.entries(fieldErrors)) {
      const match = new RegExp(`^${prefix}(\\d+)\\.(start|end|weekday)$`).exec(path);
      const row = match ? rows[Number(match[1])] : undefined;
      if (row) next[`${row.row.key}.${match![2] === "end" ? "end" : "start"}`] ??= message;
    }
    return next;
  };

  const showErrors = (next: Errors) => {
    setErrors(next);
    // Focus the first field with a problem, as a form submission would.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>("[aria-invalid=true]")?.focus());
  };

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailed([]);
    const parsed = weekHoursSchema.safeParse(body.hours);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".")] ??= issue.message;
      showErrors(errorsFrom(fieldErrors));
      return;
    }
    setErrors({});
    flow.start(new FormData(formRef.current!));
  }

  const update = (weekday: number, key: string, patch: Partial<Row>) => {
    setWeek((w) => ({ ...w, [weekday]: w[weekday].map((r) => (r.key === key ? { ...r, ...patch } : r)) }));
    setErrors((e) => {
      const { [`${key}.start`]: _s, [`${key}.end`]: _e, ...rest } = e;
      return rest;
    });
  };
  const add = (weekday: number) =>
    setWeek((w) => {
      const last = w[weekday].at(-1);
      const lastEnd = last ? (last.end === "00:00" ? 24 * 60 : toMinutes(last.end)) : null;
      const start = lastEnd === null ? 9 * 60 : Math.min(lastEnd + 60, 23 * 60);
      const end = lastEnd === null ? 17 * 60 : Math.min(start + 3 * 60, 24 * 60);
      return { ...w, [weekday]: [...w[weekday], { key: newKey(), start: toTime(start), end: toTime(end) }] };
    });
  const remove = (weekday: number, key: string) => setWeek((w) => ({ ...w, [weekday]: w[weekday].filter((r) => r.key !== key) }));

  return (
    <form
      ref={formRef}
      action={flow.action}
      noValidate
      onSubmit={submit}
      aria-label={`Weekly hours of ${practitionerName}`}
      className="grid gap-4"
    >
      <input type="hidden" name="practitionerId" value={practitionerId} />
      <div className="divide-y divide-border rounded-lg border border-border">
        {DAYS.map(({ weekday, name }) => (
          <fieldset key={weekday} className="grid min-w-0 gap-3 px-2.5 py-3 sm:grid-cols-[8rem_1fr] sm:p-4">
            <legend className="sr-only">{name}</legend>
            <p aria-hidden="true" className="pt-1 font-medium sm:pt-8">
              {name}
            </p>
            <div className="grid min-w-0 gap-3">
              {week[weekday].length === 0 ? <p className="text-sm text-muted-foreground sm:pt-8">Closed</p> : null}
              {week[weekday].map((row, i) => {
                const label = `${name}, hours ${i + 1}`;
                const startError = errors[`${row.key}.start`];
                const endError = errors[`${row.key}.end`];
                return (
                  <div
                    key={row.key}
                    className="grid min-w-0 grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2 sm:grid-cols-[minmax(0,12rem)_minmax(0,12rem)_auto]"
                  >
                    <input type="hidden" name="weekday" value={weekday} />
                    <div className="grid min-w-0 gap-1">
                      <Label htmlFor={`${row.key}-start`}>
                        From<span className="sr-only"> ({label})</span>
                      </Label>
                      <Input
                        id={`${row.key}-start`}
                        name="start"
                        type="time"
                        step={300}
                        required
                        value={row.start}
                        onChange={(e) => update(weekday, row.key, { start: e.target.value })}
                        aria-invalid={startError ? true : undefined}
                        aria-describedby={startError ? `${row.key}-start-error` : undefined}
                        className={TIME_INPUT}
                      />
                      {startError ? (
                        <p id={`${row.key}-start-error`} className="text-sm text-destructive">
                          {startError}
                        </p>
                      ) : null}
                    </div>
                    <div className="grid min-w-0 gap-1">
                      <Label htmlFor={`${row.key}-end`}>
                        To<span className="sr-only"> ({label})</span>
                      </Label>
                      <Input
                        id={`${row.key}-end`}
                        name="end"
                        type="time"
                        step={300}
                        required
                        value={row.end}
                        onChange={(e) => update(weekday, row.key, { end: e.target.value })}
                        aria-invalid={endError ? true : undefined}
                        aria-describedby={endError ? `${row.key}-end-error` : undefined}
                        className={TIME_INPUT}
                      />
                      {endError ? (
                        <p id={`${row.key}-end-error`} className="text-sm text-destructive">
                          {endError}
                        </p>
                      ) : null}
                    </div>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="mt-6 size-10 text-muted-foreground hover:text-destructive sm:size-11"
                      onClick={() => remove(weekday, row.key)}
                      aria-label={`Remove ${name} ${row.start ? formatTime12(row.start) : ""}-${row.end ? formatTime12(row.end) : ""}`}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                );
              })}
              <Button type="button" variant="ghost" size="sm" className="w-fit" onClick={() => add(weekday)}>
                <Plus aria-hidden="true" />
                Add hours<span className="sr-only"> on {name}</span>
              </Button>
            </div>
          </fieldset>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        Times are the practice&apos;s local time, {timeZoneLabel(zone)}. Sessions start every 30 minutes from the start of each interval and
        end by its close; 12:00 AM as the end means midnight.
      </p>
      <FailedCancellations failed={failed} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-end">
        <p aria-live="polite" className={cn("text-sm text-muted-foreground sm:mr-auto", !dirty && "sr-only")}>
          {dirty ? "You have unsaved changes." : ""}
        </p>
        {dirty ? (
          <Button
            type="button"
            variant="outline"
            disabled={flow.busy}
            onClick={() => {
              setWeek(saved);
              setErrors({});
            }}
          >
            Undo changes
          </Button>
        ) : null}
        <Button type="submit" disabled={flow.busy}>
          {flow.busy ? "Saving..." : "Save hours"}
        </Button>
      </div>
      {flow.dialog}
    </form>
  );
}
