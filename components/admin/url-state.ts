// The dashboard's state lives in the URL (tab, filters, page, month, open appointment or day), so
// Refresh, Back and a shared link keep the owner's place. One parser for the server page and one
// link builder for server and client components.

import { STATUS_FILTERS, type StatusFilter } from "@/lib/admin/types";
import { isDateKey, isMonthKey } from "@/lib/booking/dates";
import { readSearchParams, type SearchParams } from "@/lib/search-params";

export const DASHBOARD_PATH = "/admin/dashboard";
export const DASHBOARD_TABS = ["bookings", "calendar", "payments"] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export type DashboardState = {
  tab: DashboardTab;
  /** Booking List */
  search: string;
  status: StatusFilter;
  page: number;
  /** Calendar: yyyy-MM (empty means the current month) and an open day (yyyy-MM-dd) */
  month: string;
  day: string;
  /** Payments */
  paySearch: string;
  from: string;
  to: string;
  payPage: number;
  /** The open Appointment Details dialog */
  appointment: number | null;
};

export const DEFAULT_STATE: DashboardState = {
  tab: "bookings",
  search: "",
  status: "all",
  page: 1,
  month: "",
  day: "",
  paySearch: "",
  from: "",
  to: "",
  payPage: 1,
  appointment: null,
};

/** Reads the search params; anything invalid falls back to its default. */
export function parseDashboardState(params: SearchParams): DashboardState {
  const q = readSearchParams(params);
  let from = q.text("from", { valid: isDateKey });
  let to = q.text("to", { valid: isDateKey });
  // A reversed range is read the way it was meant.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    tab: q.oneOf("tab", DASHBOARD_TABS, "bookings"),
    search: q.text("search", { trim: true }),
    status: q.oneOf("status", STATUS_FILTERS, "all"),
    page: q.positiveInt("page") ?? 1,
    month: q.text("month", { valid: isMonthKey }),
    day: q.text("day", { valid: isDateKey }),
    paySearch: q.text("paySearch", { trim: true }),
    from,
    to,
    payPage: q.positiveInt("payPage") ?? 1,
    appointment: q.positiveInt("appointment"),
  };
}

const PARAM_ORDER: (keyof DashboardState)[] = [
  "tab",
  "search",
  "status",
  "page",
  "month",
  "day",
  "paySearch",
  "from",
  "to",
  "payPage",
  "appointment",
];

/** The dashboard URL for `state` changed by `patch`; defaults are left out of the URL. */
export function dashboardHref(state: DashboardState, patch: Partial<DashboardState> = {}): string {
  const next = { ...state, ...patch };
  const params = new URLSearchParams();
  for (const key of PARAM_ORDER) {
    const value = next[key];
    if (value === null || value === DEFAULT_STATE[key] || value === "") continue;
    params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${DASHBOARD_PATH}?${query}` : DASHBOARD_PATH;
}
