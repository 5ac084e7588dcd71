"use client";

import { useEffect, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { Download, Search } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input, fieldClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";
import { DASHBOARD_PATH, dashboardHref, type DashboardState } from "./url-state";

const STATUS_OPTIONS = [
  { value: "all", label: "All" },
  { value: "confirmed", label: "Confirmed" },
  { value: "pending", label: "Pending" },
  { value: "completed", label: "Completed" },
  { value: "cancelled", label: "Cancelled" },
  { value: "no_show", label: "No-show" },
] as const;

/** Empty, or a whole date: typing a year in a date field passes through 0002, 0020, 0202 first. */
const isUsableDate = (value: string) => value === "" || /^(19|20)\d{2}-\d{2}-\d{2}$/.test(value);

/** The state of the other tabs, carried as hidden fields so the GET form keeps it without JavaScript. */
function HiddenState({ state, omit }: { state: DashboardState; omit: (keyof DashboardState)[] }) {
  const href = dashboardHref(state, { appointment: null, day: "", page: 1, payPage: 1 });
  const params = new URLSearchParams(href.split("?")[1] ?? "");
  return (
    <>
      {[...params.entries()]
        .filter(([key]) => !omit.includes(key as keyof DashboardState))
        .map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
    </>
  );
}

/**
 * Navigates from the latest state asked for, not the last one rendered: the page renders the new
 * URL only after the server answers, and a second change before then (the other date, a status
 * while a search waits to be sent) would otherwise drop the first. `reset` goes with every change
 * (back to the first page).
 */
function useFilterNavigation(state: DashboardState, reset: Partial<DashboardState>) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const latest = useRef(state);
  useEffect(() => {
    latest.current = state; // the URL changed (this navigation, or Back and Forward)
  }, [state]);
  const navigate = (patch: Partial<DashboardState>, push: boolean) => {
    latest.current = { ...latest.current, ...patch, ...reset };
    const href = dashboardHref(latest.current);
    startTransition(() => (push ? router.push(href, { scroll: false }) : router.replace(href, { scroll: false })));
  };
  return { pending, navigate, latest: () => latest.current };
}

/** Typing searches after a short pause (replacing the URL); Enter or the button searches at once. */
function useLiveSearch(initial: string, go: (value: string, push: boolean) => void) {
  const [value, setValue] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const goLatest = useRef(go);
  useEffect(() => {
    goLatest.current = go;
  });
  const inputRef = useRef<HTMLInputElement>(null);
  // Back/Forward changed the search: show it, unless the owner is typing (then her text wins).
  useEffect(() => {
    if (document.activeElement !== inputRef.current) setValue(initial);
  }, [initial]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  const change = (next: string) => {
    setValue(next);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => goLatest.current(next.trim(), false), 400);
  };
  /** The typed text, now; the waiting search is not sent on its own any more. */
  const take = () => {
    if (timer.current) clearTimeout(timer.current);
    return value.trim();
  };
  const flush = () => go(take(), true);
  return { value, change, flush, take, inputRef };
}

export function BookingFilters({ state }: { state: DashboardState }) {
  const { pending, navigate, latest } = useFilterNavigation(state, { page: 1, appointment: null });
  const search = useLiveSearch(state.search, (value, push) => value !== latest().search && navigate({ search: value }, push));

  return (
    <form
      role="search"
      aria-label="Appointments"
      action={DASHBOARD_PATH}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        search.flush();
      }}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <HiddenState state={state} omit={["search", "status"]} />
      <SearchField
        id="booking-search"
        name="search"
        label="Search appointments"
        placeholder="Client name, email, service or date"
        search={search}
        className="flex-1"
      />
      <div className="grid gap-1.5 sm:w-44">
        <Label htmlFor="booking-status">Status</Label>
        <select
          id="booking-status"
          name="status"
          value={state.status}
          onChange={(event) => navigate({ status: event.target.value as DashboardState["status"], search: search.take() }, true)}
          className={cn(fieldClasses, "h-11 appearance-auto px-3")}
        >
          {STATUS_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="outline" className="sm:w-auto">
        {pending ? <Spinner size="sm" label="Searching..." /> : <Search aria-hidden="true" />}
        Search
      </Button>
    </form>
  );
}

export function PaymentFilters({ state, exportHref }: { state: DashboardState; exportHref: string }) {
  const { pending, navigate, latest } = useFilterNavigation(state, { payPage: 1 });
  const search = useLiveSearch(state.paySearch, (value, push) => value !== latest().paySearch && navigate({ paySearch: value }, push));

  return (
    <form
      role="search"
      aria-label="Payments"
      action={DASHBOARD_PATH}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        search.flush();
      }}
      className="grid gap-3 sm:grid-cols-2 lg:flex lg:items-end"
    >
      <HiddenState state={state} omit={["paySearch", "from", "to"]} />
      <SearchField
        id="payment-search"
        name="paySearch"
        label="Search payments"
        placeholder="Client, email, service or payment ID"
        search={search}
        className="sm:col-span-2 lg:flex-1"
      />
      <div className="grid gap-1.5 lg:w-44">
        {/* The spec's From and To, on the paid date (docs/decisions.md, O-money). */}
        <Label htmlFor="payment-from">
          From <span className="font-normal text-muted-foreground">(paid date)</span>
        </Label>
        <Input
          id="payment-from"
          name="from"
          type="date"
          defaultValue={state.from}
          key={`from-${state.from}`}
          max={state.to || undefined}
          onChange={(event) => {
            const v = event.target.value;
            if (isUsableDate(v)) navigate({ from: v, paySearch: search.take() }, true);
          }}
        />
      </div>
      <div className="grid gap-1.5 lg:w-44">
        <Label htmlFor="payment-to">
          To <span className="font-normal text-muted-foreground">(paid date)</span>
        </Label>
        <Input
          id="payment-to"
          name="to"
          type="date"
          defaultValue={state.to}
          key={`to-${state.to}`}
          min={state.from || undefined}
          onChange={(event) => {
            const v = event.target.value;
            if (isUsableDate(v)) navigate({ to: v, paySearch: search.take() }, true);
          }}
        />
      </div>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-1">
        <Button type="submit" variant="outline" className="flex-1 lg:flex-none">
          {pending ? <Spinner size="sm" label="Searching..." /> : <Search aria-hidden="true" />}
          Search
        </Button>
        <Button asChild className="flex-1 lg:flex-none">
          <a href={exportHref} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
    </form>
  );
}

/** A labelled search box with its icon, driven by useLiveSearch. */
function SearchField({
  id,
  name,
  label,
  placeholder,
  search: { value, change, inputRef },
  className,
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  search: ReturnType<typeof useLiveSearch>;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          ref={inputRef}
          id={id}
          name={name}
          type="search"
          value={value}
          onChange={(event) => change(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className="pl-9"
        />
      </div>
    </div>
  );
}
