// The dashboard's state lives in the URL (tab, filters, page, month, open appointment or day), so
// Refresh, Back and a shared link keep the owner's place. One parser for the server page and one
// link builder for server and client components.

import { STATUS_FILTERS, type StatusFilter } from "@/lib/admin/types";

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

type RawParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";
const isDateKey = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
const isMonthKey = (value: string) => /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
const positiveInt = (value: string) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** Reads the search params; anything invalid falls back to its default. */
export function parseDashboardState(params: RawParams): DashboardState {
  const tab = first(params.tab);
  const status = first(params.status);
  const month = first(params.month);
  const day = first(params.day);
  let from = first(params.from);
  let to = first(params.to);
  // A reversed range is read the way it was meant.
  if (isDateKey(from) && isDateKey(to) && from > to) [from, to] = [to, from];
  return {
    tab: (DASHBOARD_TABS as readonly string[]).includes(tab) ? (tab as DashboardTab) : "bookings",
    search: first(params.search).trim().slice(0, 200),
    status: (STATUS_FILTERS as readonly string[]).includes(status) ? (status as StatusFilter) : "all",
    page: positiveInt(first(params.page)) ?? 1,
    month: isMonthKey(month) ? month : "",
    day: isDateKey(day) ? day : "",
    paySearch: first(params.paySearch).trim().slice(0, 200),
    from: isDateKey(from) ? from : "",
    to: isDateKey(to) ? to : "",
    payPage: positiveInt(first(params.payPage)) ?? 1,
    appointment: positiveInt(first(params.appointment)),
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
