import Link from "next/link";

import type { LedgerRowView } from "@/lib/admin/ledger-history";
import { adminAppointmentPath } from "@/lib/booking/links";
import { formatPrice, formatShortDate, formatTimeWithZone } from "@/lib/format";
import { clientHref } from "@/lib/admin/clients";

/** "+$50.00" / "−$20.00", or "+3 sessions" / "−1 session". */
export function ledgerAmount(amount: number, unit: "cents" | "sessions"): string {
  const sign = amount > 0 ? "+" : "−";
  const size = Math.abs(amount);
  return unit === "cents" ? `${sign}${formatPrice(size)}` : `${sign}${size} ${size === 1 ? "session" : "sessions"}`;
}

/**
 * An account's ledger rows, oldest first: when (with the time zone), what, how much, the booking
 * or the purchase it concerns (linked), and the owner's note.
 */
export function LedgerHistory({ rows, unit, label }: { rows: LedgerRowView[]; unit: "cents" | "sessions"; label: string }) {
  if (!rows.length) return <p className="text-sm text-muted-foreground">No movements yet.</p>;
  return (
    <ol aria-label={label} className="grid gap-2">
      {rows.map((row) => (
        <li
          key={row.id}
          data-testid="ledger-row"
          className="grid gap-1 rounded-lg border border-border p-3 text-sm sm:grid-cols-[10rem_1fr_auto] sm:items-start sm:gap-4"
        >
          <p className="text-muted-foreground">
            {formatShortDate(row.at)}, {formatTimeWithZone(row.at)}
          </p>
          <div className="grid min-w-0 gap-0.5">
            <p className="font-medium">
              {row.kindLabel}
              {row.byOwner ? <span className="font-normal text-muted-foreground"> (by you)</span> : null}
            </p>
            {row.appointment ? (
              <p>
                <Link
                  href={adminAppointmentPath(row.appointment.id)}
                  className="text-primary underline underline-offset-4 hover:no-underline"
                >
                  {row.appointment.serviceName}, {formatShortDate(row.appointment.startsAt)} {formatTimeWithZone(row.appointment.startsAt)}
                </Link>
              </p>
            ) : null}
            {row.purchase ? (
              <p>
                <Link href={clientHref(row.purchase.buyerKey)} className="text-primary underline underline-offset-4 hover:no-underline">
                  {row.purchase.label}
                </Link>{" "}
                <span className="text-muted-foreground">(purchase #{row.purchase.id})</span>
              </p>
            ) : null}
            {row.note ? <p className="[overflow-wrap:anywhere] text-muted-foreground">Note: {row.note}</p> : null}
          </div>
          <p className={`font-semibold tabular-nums sm:text-right ${row.amount < 0 ? "" : "text-primary"}`}>
            {ledgerAmount(row.amount, unit)}
          </p>
        </li>
      ))}
    </ol>
  );
}
