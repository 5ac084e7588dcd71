import { CalendarCheck, CalendarClock, CalendarDays, DollarSign } from "lucide-react";

import { agendaHref } from "@/components/admin/agenda";
import { DEFAULT_STATE, dashboardHref } from "@/components/admin/url-state";
import { lastDayOfMonth } from "@/lib/booking/dates";
import { Link } from "@/components/ui/link";
import { Skeleton } from "@/components/ui/skeleton";
import type { DashboardSummary } from "@/lib/admin/types";
import { formatPrice } from "@/lib/format";

const CARDS = [
  { key: "totalAppointments", title: "Total Appointments", hint: "All bookings", Icon: CalendarDays, href: null },
  { key: "upcoming", title: "Upcoming", hint: "Today or later, not cancelled", Icon: CalendarClock, href: agendaHref("week") },
  { key: "today", title: "Today", hint: "Today, not cancelled", Icon: CalendarCheck, href: agendaHref("day") },
  { key: "revenueCents", title: "Revenue", hint: "Collected this month", Icon: DollarSign, href: null },
] as const;

/** "2026-11" -> "November 2026". */
const monthName = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** The Payments tab showing the month's payments and refunds, whose total is the Revenue card's figure. */
const paymentsOfMonth = (month: string) =>
  dashboardHref(DEFAULT_STATE, { tab: "payments", from: `${month}-01`, to: lastDayOfMonth(month) });

/**
 * The four summary cards: Total Appointments, Upcoming, Today, Revenue. Revenue is the money
 * collected this month (payments received less refunds made), labelled so, and links to the
 * Payments tab for the month, whose total is the same figure.
 */
export function SummaryCards({ summary }: { summary: DashboardSummary }) {
  const cards = CARDS.map((card) =>
    card.key === "revenueCents"
      ? {
          ...card,
          hint: `Collected in ${monthName(summary.revenueMonth)}: payments ${formatPrice(summary.revenuePaymentsCents)} − refunds ${formatPrice(summary.revenueRefundsCents)}`,
          href: paymentsOfMonth(summary.revenueMonth),
        }
      : card,
  );
  return (
    <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ key, title, hint, Icon, href }) => (
        <div key={key} className="relative flex flex-col gap-2 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
          <div className="flex items-start justify-between gap-2">
            <h2 className="font-sans text-sm font-medium text-muted-foreground">
              {href ? (
                // The whole card is the link (the stretched ::after), named by its title.
                <Link
                  href={href}
                  className="after:absolute after:inset-0 after:rounded-xl hover:text-foreground focus-visible:outline-none after:focus-visible:outline-2 after:focus-visible:outline-ring"
                >
                  {title}
                  <span className="sr-only">{key === "revenueCents" ? " (open this month's payments)" : " (open the agenda)"}</span>
                </Link>
              ) : (
                title
              )}
            </h2>
            <span className="hidden size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary sm:inline-flex">
              <Icon className="size-4" aria-hidden="true" />
            </span>
          </div>
          <p className="font-display text-2xl font-semibold tabular-nums sm:text-3xl">
            {key === "revenueCents" ? formatPrice(summary.revenueCents) : summary[key].toLocaleString("en-US")}
          </p>
          <p className="text-xs text-muted-foreground">{hint}</p>
        </div>
      ))}
    </section>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <section aria-label="Summary" aria-busy="true" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {CARDS.map(({ key, title }) => (
        <div key={key} className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-5">
          <h2 className="font-sans text-sm font-medium text-muted-foreground">{title}</h2>
          <Skeleton className="h-8 w-24" />
          <Skeleton className="h-3 w-32" />
        </div>
      ))}
    </section>
  );
}

/** Placeholder rows while a tab's data loads. */
export function PanelSkeleton({ label = "Loading appointment data..." }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:p-6">
      <span className="sr-only">{label}</span>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Skeleton className="h-11 flex-1" />
        <Skeleton className="h-11 sm:w-48" />
      </div>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}

/** Placeholder rows under the filters while results load. */
export function ResultsSkeleton() {
  return (
    <div role="status" aria-label="Loading appointment data..." className="grid gap-3">
      <span className="sr-only">Loading appointment data...</span>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}
