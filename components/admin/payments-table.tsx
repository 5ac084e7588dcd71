import Link from "next/link";
import { Receipt } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { PaymentPage } from "@/lib/admin/types";
import { formatDayKey, formatPrice, formatTime12, timeZoneAbbreviation } from "@/lib/format";
import { dashboardHref, type DashboardState } from "./url-state";

/**
 * Paid appointments with the total revenue (net of refunds) of everything the filters match.
 * A server component: it names the practice zone of each date.
 */
export function PaymentsTable({ data, state }: { data: PaymentPage; state: DashboardState }) {
  if (data.total === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-12 text-center">
        <Receipt className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No payment records found</p>
      </div>
    );
  }

  return (
    <Table className="min-w-[40rem]">
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>Date</TableHead>
          <TableHead>Client</TableHead>
          <TableHead>Service</TableHead>
          <TableHead className="text-right">Amount</TableHead>
          <TableHead>Status</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {data.payments.map((p) => (
          <TableRow key={`${p.appointmentId}-${p.paymentIntentId}`}>
            <TableCell className="whitespace-nowrap">
              <span className="block">{formatDayKey(p.date, "MMM d, yyyy")}</span>
              <span className="block text-xs text-muted-foreground">
                {formatTime12(p.time)} {timeZoneAbbreviation(`${p.date}T12:00:00Z`)}
              </span>
            </TableCell>
            <TableCell className="min-w-40 max-w-[16rem]">
              <Link
                href={dashboardHref(state, { appointment: p.appointmentId })}
                scroll={false}
                className="block font-medium text-foreground underline-offset-4 [overflow-wrap:anywhere] hover:underline"
              >
                {p.clientName}
              </Link>
              <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{p.clientEmail}</span>
            </TableCell>
            <TableCell>
              <span className="block">{p.serviceName}</span>
              <code className="block text-xs text-muted-foreground">{p.paymentIntentId}</code>
            </TableCell>
            <TableCell className="whitespace-nowrap text-right tabular-nums">
              <span className="block">{formatPrice(p.amountCents)}</span>
              {p.refundedCents > 0 ? (
                <span className="block text-xs text-muted-foreground">-{formatPrice(p.refundedCents)} refunded</span>
              ) : null}
            </TableCell>
            <TableCell>
              <Badge variant={p.status === "Paid" ? "success" : "secondary"}>{p.status}</Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={3} className="font-semibold">
            Total Revenue
          </TableCell>
          <TableCell className="whitespace-nowrap text-right font-semibold tabular-nums">{formatPrice(data.totalRevenueCents)}</TableCell>
          <TableCell />
        </TableRow>
      </TableFooter>
    </Table>
  );
}
