import type { Metadata } from "next";
import Link from "next/link";
import { Download } from "lucide-react";

import { formatPrice } from "@/lib/format";
import { LazyReportChart } from "@/components/admin/reports/lazy-chart";
import type { ChartSeries } from "@/components/admin/reports/chart";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { buttonVariants } from "@/components/ui/button";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { salesTaxRange, salesTaxReport, salesTaxTable } from "@/lib/admin/money";
import type { SalesTaxReport } from "@/lib/admin/types";
import { isMonthKey } from "@/lib/booking/dates";
import { requireAdminPage } from "@/lib/admin/auth";
import { outstandingLiability, purchaseSales, type Liability, type PurchaseSales } from "@/lib/admin/liability";
import { buildReports, hourLabel, reportTable, type ReportName, type ReportPeriod, type Reports } from "@/lib/admin/reports";
import { cn } from "@/lib/utils";
import { readSearchParams, type PageSearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Reports" };

// The owner's reports over the last 12 months (?period=month|week in the URL), and the sales-tax
// report for the months in ?taxFrom=&taxTo= (yyyy-MM; default the same 12 months). Figures come from
// PostgreSQL in the practice's time zone; each chart has its table and its CSV download. Every money
// figure says which it is: collected (money received by paid date, less refunds by refund date),
// booked (sessions by session date, at their price before tax), or sales (by paid date, before tax:
// gross before promo codes, their discounts, and net after them; docs/decisions.md P14).

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
  const params = readSearchParams(await searchParams);
  const period: ReportPeriod = params.oneOf("period", ["month", "week"] as const, "month");
  const monthly = await buildReports("month");
  const reports = period === "month" ? monthly : await buildReports("week");
  const [lastMonth, thisMonth] = monthly.series.slice(-2);
  let taxRange = salesTaxRange({
    from: params.text("taxFrom", { valid: isMonthKey }) || undefined,
    to: params.text("taxTo", { valid: isMonthKey }) || undefined,
  });
  if (taxRange.from > taxRange.to) taxRange = { from: taxRange.to, to: taxRange.from };
  const salesTax = await salesTaxReport(taxRange.from, taxRange.to);
  const [purchases, liability] = await Promise.all([purchaseSales(monthly.from, monthly.to), outstandingLiability()]);

  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Reports"
        description={`The last 12 months (${bucketLabel(monthly.from, "month")} to ${bucketLabel(monthly.to, "month")}), in the practice's time zone. Collected: money received by paid date, less refunds by refund date, sales tax included. Booked: sessions held or missed (confirmed, completed, no-show) by session date, at their price before tax. Sales: by paid date, before tax; gross before promo codes, net after them.`}
      />
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          label={`Collected in ${longMonth(thisMonth.start.slice(0, 7))}`}
          value={formatPrice(thisMonth.collectedCents)}
          detail={moneyDetail(thisMonth)}
        />
        <Figure
          label={`Collected in ${longMonth(lastMonth.start.slice(0, 7))}`}
          value={formatPrice(lastMonth.collectedCents)}
          detail={moneyDetail(lastMonth)}
        />
        <Figure label="Collected, 12 months" value={formatPrice(monthly.totals.collectedCents)} detail={moneyDetail(monthly.totals)} />
        <Figure
          label="Booked, 12 months"
          value={formatPrice(monthly.totals.bookedCents)}
          detail={`${monthly.totals.bookings.toLocaleString("en-US")} ${monthly.totals.bookings === 1 ? "session" : "sessions"}, before tax`}
        />
      </dl>
      <dl aria-label="Sales and promo code discounts, 12 months" className="grid gap-3 sm:grid-cols-3">
        <Figure
          label="Gross sales, 12 months"
          value={formatPrice(monthly.totals.grossCents)}
          detail="Prices before promo codes and tax, by paid date"
        />
        <Figure
          label="Discounts, 12 months"
          value={formatPrice(monthly.totals.discountsCents)}
          detail="Taken off by promo codes, bookings made free included"
        />
        <Figure
          label="Net sales, 12 months"
          value={formatPrice(monthly.totals.netCents)}
          detail="Gross less discounts: the subtotals paid, before tax and refunds"
        />
      </dl>
      <PackagesAndGiftCards purchases={purchases} liability={liability} />
      <nav aria-label="Report period" className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium">Show booked and collected per</span>
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
        title={period === "month" ? "Booked and collected per month" : "Booked and collected per week"}
        description="Booked: sessions held or missed (confirmed, completed, no-show) by session date, and their value before tax. Collected: payments received by paid date less refunds by refund date. The table adds gross sales, promo code discounts and net sales by paid date."
        xKey="label"
        data={reports.series.map((r) => ({
          label: bucketLabel(r.start, period),
          bookings: r.bookings,
          booked: r.bookedCents,
          collected: r.collectedCents,
        }))}
        series={[
          { key: "bookings", name: "Sessions booked", kind: "bar" },
          { key: "booked", name: "Booked value", kind: "line", axis: "right", money: true },
          { key: "collected", name: "Collected", kind: "line", axis: "right", money: true },
        ]}
      />
      <ReportSection
        name="services"
        reports={reports}
        title="Top services"
        description="The most booked services over the 12 months, with their booked value (by session date, before tax)."
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
      <SalesTaxSection report={salesTax} period={period} />
    </AdminShell>
  );
}

/** "Payments $A − refunds $B" under a collected figure. */
const moneyDetail = (m: { paymentsCents: number; refundsCents: number }) =>
  `Payments ${formatPrice(m.paymentsCents)} − refunds ${formatPrice(m.refundsCents)}`;

/** Package and gift card sales in the 12 months, and what clients can still spend now. */
function PackagesAndGiftCards({ purchases, liability }: { purchases: PurchaseSales; liability: Liability }) {
  const count = (n: number, one: string, many: string) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
  return (
    <section aria-labelledby="liability-heading" className="grid gap-3">
      <h2 id="liability-heading" className="text-2xl font-semibold">
        Packages and gift cards
      </h2>
      <p className="text-sm text-muted-foreground">
        Outstanding liability: what clients have paid for and can still use, now. It is the balance left on gift cards that are paid and not
        voided, plus each session left on a package that has not expired, valued at what the client paid per session (the package&apos;s
        price divided by its sessions). Sales count purchases by paid date, before tax.
      </p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Figure
          label="Package sales, 12 months"
          value={formatPrice(purchases.packages.cents)}
          detail={count(purchases.packages.count, "package", "packages")}
        />
        <Figure
          label="Gift card sales, 12 months"
          value={formatPrice(purchases.giftCards.cents)}
          detail={count(purchases.giftCards.count, "gift card", "gift cards")}
        />
        <Figure
          label="Outstanding liability, now"
          value={formatPrice(liability.totalCents)}
          detail={`Gift cards ${formatPrice(liability.giftCardCents)} (${count(liability.giftCards, "card", "cards")}) + package credits ${formatPrice(liability.packageCreditCents)} (${count(liability.packageCredits, "session", "sessions")})`}
        />
      </dl>
    </section>
  );
}

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="grid gap-1 rounded-xl border border-border bg-card p-4 shadow-sm">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-display text-2xl font-semibold tabular-nums">{value}</dd>
      {detail ? <dd className="text-xs text-muted-foreground tabular-nums">{detail}</dd> : null}
    </div>
  );
}

/**
 * The sales-tax report for the months in the URL (a GET form, so it works without scripts), by
 * month and state, with its total and CSV download.
 */
function SalesTaxSection({ report, period }: { report: SalesTaxReport; period: ReportPeriod }) {
  const table = salesTaxTable(report);
  const range = report.from === report.to ? longMonth(report.from) : `${longMonth(report.from)} to ${longMonth(report.to)}`;
  const title = "Sales tax by state and month";
  return (
    <section
      aria-labelledby="sales-tax-heading"
      className="grid min-w-0 gap-4 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1">
          <h2 id="sales-tax-heading" className="text-2xl font-semibold">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {range}, in the practice&apos;s time zone. Taxable amount and tax collected by paid date; refunded tax (the refund&apos;s share
            of the tax) by refund date. Sales outside the US show as &ldquo;No state&rdquo;.
          </p>
        </div>
        <a
          href={`/api/admin/reports/sales-tax?from=${report.from}&to=${report.to}`}
          download
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "h-10 shrink-0")}
        >
          <Download aria-hidden="true" />
          Download CSV<span className="sr-only">: {title}</span>
        </a>
      </div>
      <form method="get" action="/admin/reports" className="flex flex-wrap items-end gap-3" aria-label="Sales tax months">
        {period === "week" ? <input type="hidden" name="period" value="week" /> : null}
        <div className="grid gap-1">
          <Label htmlFor="tax-from">First month</Label>
          <Input
            id="tax-from"
            name="taxFrom"
            type="month"
            defaultValue={report.from}
            pattern="\d{4}-\d{2}"
            required
            className="h-11 w-44"
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="tax-to">Last month</Label>
          <Input id="tax-to" name="taxTo" type="month" defaultValue={report.to} pattern="\d{4}-\d{2}" required className="h-11 w-44" />
        </div>
        <Button type="submit" variant="secondary" className="h-11">
          Show
        </Button>
      </form>
      {report.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          No payments or refunds in these months.
        </p>
      ) : (
        <div className="min-w-0 rounded-lg border border-border">
          <Table scrollLabel="Sales tax table">
            <caption className="sr-only">
              {title}, {range}
            </caption>
            <TableHeader>
              <TableRow>
                {table.fields.map((f, i) => (
                  <TableHead key={f} scope="col" className={i > 1 ? "text-right" : undefined}>
                    {f.replace(" (USD)", "")}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {report.rows.map((r) => (
                <TableRow key={`${r.month}-${r.state}`}>
                  <TableHead scope="row" className="whitespace-nowrap font-normal">
                    {bucketLabel(`${r.month}-01`, "month")}
                  </TableHead>
                  <TableCell>{r.state}</TableCell>
                  {[r.taxableCents, r.taxCents, r.refundedTaxCents, r.netTaxCents].map((cents, i) => (
                    <TableCell key={i} className="text-right tabular-nums">
                      {formatPrice(cents)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TableRow>
                <TableHead scope="row" colSpan={2}>
                  Total
                </TableHead>
                {[report.totals.taxableCents, report.totals.taxCents, report.totals.refundedTaxCents, report.totals.netTaxCents].map(
                  (cents, i) => (
                    <TableCell key={i} className="text-right font-semibold tabular-nums">
                      {formatPrice(cents)}
                    </TableCell>
                  ),
                )}
              </TableRow>
            </TableFooter>
          </Table>
        </div>
      )}
    </section>
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
  const empty =
    data.length === 0 || (reports.totals.bookings === 0 && reports.totals.paymentsCents === 0 && reports.totals.refundsCents === 0);
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
