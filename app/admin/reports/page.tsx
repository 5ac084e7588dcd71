import type { Metadata } from "next";
import Link from "next/link";
import { Download } from "lucide-react";

import { formatPrice } from "@/lib/format";
import { LazyReportChart } from "@/components/admin/reports/lazy-chart";
import type { ChartSeries } from "@/components/admin/reports/chart";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { buttonVariants } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireAdminPage } from "@/lib/admin/auth";
import { buildReports, hourLabel, reportTable, type ReportName, type ReportPeriod, type Reports } from "@/lib/admin/reports";
import { cn } from "@/lib/utils";
import { readSearchParams, type PageSearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Reports" };

// The owner's reports over the last 12 months (?period=month|week in the URL). Figures come from
// PostgreSQL in the practice's time zone; each chart has its table and its CSV download.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** "2026-03-01" -> "Mar 2026" (month) or "Mar 1" (week). */
const bucketLabel = (start: string, period: ReportPeriod) => {
  const [y, m, d] = start.split("-").map(Number);
  return period === "month" ? `${MONTHS[m - 1]} ${y}` : `${MONTHS[m - 1]} ${d}`;
};
const longMonth = (ym: string) =>
  new Date(`${ym}-15T12:00:00Z`).toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

export default async function ReportsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const admin = await requireAdminPage();
  const period: ReportPeriod = readSearchParams(await searchParams).oneOf("period", ["month", "week"] as const, "month");
  const monthly = await buildReports("month");
  const reports = period === "month" ? monthly : await buildReports("week");
  const [lastMonth, thisMonth] = monthly.series.slice(-2);

  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Reports"
        description={`The last 12 months (${bucketLabel(monthly.from, "month")} to ${bucketLabel(monthly.to, "month")}), in the practice's time zone. Revenue is net of refunds.`}
      />
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure label={`Net revenue, ${longMonth(thisMonth.start.slice(0, 7))}`} value={formatPrice(thisMonth.revenueCents)} />
        <Figure label={`Net revenue, ${longMonth(lastMonth.start.slice(0, 7))}`} value={formatPrice(lastMonth.revenueCents)} />
        <Figure label="Net revenue, 12 months" value={formatPrice(monthly.totals.revenueCents)} />
        <Figure label="Bookings, 12 months" value={monthly.totals.bookings.toLocaleString("en-US")} />
      </dl>
      <nav aria-label="Report period" className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">Show bookings and revenue per</span>
        {(["month", "week"] as const).map((p) => (
          <Link
            key={p}
            href={p === "month" ? "/admin/reports" : "/admin/reports?period=week"}
            aria-current={p === period ? "page" : undefined}
            className={cn(
              "inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-medium",
              p === period ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
            )}
          >
            {p === "month" ? "Month" : "Week"}
          </Link>
        ))}
      </nav>

      <ReportSection
        name="bookings"
        reports={reports}
        title={period === "month" ? "Bookings and revenue per month" : "Bookings and revenue per week"}
        description="Confirmed and completed sessions by session date; revenue is what was paid, less refunds."
        xKey="label"
        data={reports.series.map((r) => ({ label: bucketLabel(r.start, period), bookings: r.bookings, revenue: r.revenueCents }))}
        series={[
          { key: "bookings", name: "Bookings", kind: "bar" },
          { key: "revenue", name: "Net revenue", kind: "line", axis: "right", money: true },
        ]}
      />
      <ReportSection
        name="services"
        reports={reports}
        title="Top services"
        description="The most booked services over the 12 months, with their net revenue."
        xKey="service"
        data={reports.services.map((s) => ({ service: s.service, bookings: s.bookings }))}
        series={[{ key: "bookings", name: "Bookings", kind: "bar" }]}
      />
      <div className="grid gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <ReportSection
          name="weekdays"
          reports={reports}
          title="Busiest days"
          description="Bookings by weekday."
          xKey="weekday"
          data={reports.weekdays.map((d) => ({ weekday: d.weekday.slice(0, 3), bookings: d.bookings }))}
          series={[{ key: "bookings", name: "Bookings", kind: "bar" }]}
        />
        <ReportSection
          name="hours"
          reports={reports}
          title="Busiest hours"
          description="Bookings by starting hour, practice time."
          xKey="hour"
          data={reports.hours.map((h) => ({ hour: hourLabel(h.hour), bookings: h.bookings }))}
          series={[{ key: "bookings", name: "Bookings", kind: "bar" }]}
        />
      </div>
      <ReportSection
        name="clients"
        reports={reports}
        title="New and returning clients"
        description="Clients with a booking each month: new (their first booking) or returning."
        xKey="month"
        data={reports.clients.map((c) => ({
          month: bucketLabel(`${c.month}-01`, "month"),
          newClients: c.newClients,
          returningClients: c.returningClients,
        }))}
        series={[
          { key: "newClients", name: "New", kind: "bar" },
          { key: "returningClients", name: "Returning", kind: "bar" },
        ]}
      />
    </AdminShell>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 rounded-xl border border-border bg-card p-4 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-display text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

function ReportSection({
  name,
  reports,
  title,
  description,
  xKey,
  data,
  series,
}: {
  name: ReportName;
  reports: Reports;
  title: string;
  description: string;
  xKey: string;
  data: Record<string, string | number>[];
  series: ChartSeries[];
}) {
  const table = reportTable(reports, name);
  const empty = data.length === 0 || (reports.totals.bookings === 0 && reports.totals.revenueCents === 0);
  const exportHref = `/api/admin/reports/export?report=${name}${reports.period === "week" ? "&period=week" : ""}`;
  return (
    <section
      aria-labelledby={`${name}-heading`}
      className="grid min-w-0 gap-4 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 id={`${name}-heading`} className="text-2xl font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        <a href={exportHref} download className={cn(buttonVariants({ variant: "outline", size: "sm" }), "h-10 shrink-0")}>
          <Download aria-hidden="true" />
          Download CSV<span className="sr-only">: {title}</span>
        </a>
      </div>
      {empty ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          No bookings in these 12 months yet.
        </p>
      ) : (
        <>
          <LazyReportChart label={`${title}: chart. The same figures are in the table below.`} data={data} xKey={xKey} series={series} />
          <details className="group rounded-lg border border-border">
            <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-medium">Show as table</summary>
            <div className="overflow-x-auto border-t border-border">
              <Table>
                <caption className="sr-only">{title}</caption>
                <TableHeader>
                  <TableRow>
                    {table.fields.map((f, i) => (
                      <TableHead key={f} scope="col" className={i > 0 ? "text-right" : undefined}>
                        {f}
                      </TableHead>
                    ))}
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {table.data.map((row) => (
                    <TableRow key={String(row[0])}>
                      {row.map((cell, i) =>
                        i === 0 ? (
                          <TableHead key={i} scope="row" className="font-normal">
                            {cell}
                          </TableHead>
                        ) : (
                          <TableCell key={i} className="text-right tabular-nums">
                            {cell}
                          </TableCell>
                        ),
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </details>
        </>
      )}
    </section>
  );
}
