import { GiftIcon, PackageIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { Card, CardContent } from "@/components/ui/card";
import { BookSessionLink, NoSessionsCard } from "@/components/accounts/session-card-parts";
import { GiftCardBalanceCheck } from "@/components/gift-cards/gift-card-field";
import { formatLongDate, formatPrice, formatShortDate, sessionTime } from "@/lib/format";
import { myPackagesAndGiftCards, type MyGiftCard, type MyPackage, type PackageHistoryRow } from "@/lib/packages/client-area";

// /my-packages, rendered on the server: each package with the sessions left, its expiry, the
// services it covers and every use of its credits (from the ledger); the gift cards the client
// bought; and a balance check for any gift card code (the one client component).

/** `clientZone`: the account's zone, so a session reads as My Appointments shows it. */
export async function MyPackagesAndGiftCards({ userId, clientZone }: { userId: number; clientZone: string | null }) {
  const { packages, giftCards } = await myPackagesAndGiftCards(userId);
  return (
    <div className="flex flex-col gap-10">
      <section aria-labelledby="packages-heading" className="flex flex-col gap-4">
        <h2 id="packages-heading" className="text-2xl font-semibold">
          Packages
        </h2>
        {packages.length === 0 ? (
          <NoSessionsCard
            icon={PackageIcon}
            title="No packages yet"
            action={
              <Button asChild size="lg">
                <Link href="/services#packages">See the packages</Link>
              </Button>
            }
          >
            Session packages you buy appear here, with the sessions left and each time you used one.
          </NoSessionsCard>
        ) : (
          <ul className="flex flex-col gap-4">
            {packages.map((p) => (
              <li key={p.id}>
                <PackageCard pkg={p} clientZone={clientZone} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="gift-cards-heading" className="flex flex-col gap-4">
        <h2 id="gift-cards-heading" className="text-2xl font-semibold">
          Gift cards you bought
        </h2>
        {giftCards.length === 0 ? (
          <p className="text-muted-foreground">Gift cards you buy for someone appear here, with what is left on them.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {giftCards.map((c) => (
              <li key={c.id}>
                <GiftCardCard card={c} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="check-balance-heading" className="flex max-w-xl flex-col gap-3">
        <h2 id="check-balance-heading" className="text-2xl font-semibold">
          Check a gift card balance
        </h2>
        <p className="text-muted-foreground">Enter the code of any gift card to see what is left on it.</p>
        <GiftCardBalanceCheck />
      </section>
    </div>
  );
}

const sessions = (n: number) => `${n} session${n === 1 ? "" : "s"}`;

function PackageCard({ pkg, clientZone }: { pkg: MyPackage; clientZone: string | null }) {
  const headingId = `package-${pkg.id}-heading`;
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 p-5 sm:p-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h3 id={headingId} className="text-xl font-semibold">
              {pkg.name}
            </h3>
            <p className="text-sm text-muted-foreground">Covers: {pkg.services.join(", ") || "no current services"}</p>
          </div>
          {pkg.expired ? <Badge variant="secondary">Expired</Badge> : <Badge>Active</Badge>}
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-muted-foreground">Remaining</dt>
            <dd className="text-lg font-semibold" data-testid="package-remaining">
              {pkg.remaining} of {pkg.total} remaining
            </dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Bought</dt>
            <dd className="font-medium">{formatLongDate(pkg.boughtAt)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{pkg.expired ? "Expired" : "Valid for sessions before"}</dt>
            <dd className="font-medium">{formatLongDate(pkg.expiresAt)}</dd>
          </div>
        </dl>
        {!pkg.expired && pkg.remaining > 0 && (
          <div>
            <BookSessionLink />
          </div>
        )}
        <div className="flex flex-col gap-2">
          <h4 className="font-semibold">History</h4>
          <ul
            className="flex flex-col divide-y divide-border rounded-md border border-border text-sm"
            aria-label={`History of ${pkg.name}`}
          >
            {pkg.history.map((row) => (
              <HistoryItem key={row.id} row={row} clientZone={clientZone} />
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}

const KIND_WORDS: Record<PackageHistoryRow["kind"], string> = {
  purchase: "Bought",
  use: "Used",
  return: "Returned",
  expiry: "Expired",
  refund: "Refunded",
  adjustment: "Adjusted by the practice",
  void: "Voided",
};

const STATUS_WORDS: Record<string, string> = {
  pending: "on hold",
  confirmed: "booked",
  completed: "completed",
  cancelled: "cancelled",
  no_show: "missed",
};

/** "Monday, March 4, 2030 at 11:00 AM PST (2:00 PM EST at the practice)". */
function sessionWhen(session: { startsAt: string; isVirtual: boolean }, clientZone: string | null) {
  const when = sessionTime(session.startsAt, { clientZone, inPerson: !session.isVirtual });
  return `${when.longDate} at ${when.line}`;
}

function HistoryItem({ row, clientZone }: { row: PackageHistoryRow; clientZone: string | null }) {
  const amount = `${row.amount > 0 ? "+" : "−"}${sessions(Math.abs(row.amount))}`;
  return (
    <li className="flex flex-col gap-1 p-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <div className="min-w-0">
        <span className="font-medium">{KIND_WORDS[row.kind]}</span>
        <span className="text-muted-foreground"> on {formatShortDate(row.at)}</span>
        {row.session && (
          <span className="block text-muted-foreground [overflow-wrap:anywhere]">
            {row.session.serviceName}, {sessionWhen(row.session, clientZone)} ({STATUS_WORDS[row.session.status] ?? row.session.status})
          </span>
        )}
        {row.note && <span className="block text-muted-foreground">{row.note}</span>}
      </div>
      <span className="shrink-0 font-medium tabular-nums">{amount}</span>
    </li>
  );
}

function GiftCardCard({ card }: { card: MyGiftCard }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-5">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <GiftIcon className="size-4 text-primary" aria-hidden="true" /> Gift card …{card.last4}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">For</dt>
          <dd className="[overflow-wrap:anywhere]">{card.recipientName}</dd>
          <dt className="text-muted-foreground">Amount</dt>
          <dd>{formatPrice(card.initialCents)}</dd>
          <dt className="text-muted-foreground">Balance</dt>
          <dd className="font-semibold">{card.voided ? "Voided" : formatPrice(card.balanceCents)}</dd>
          <dt className="text-muted-foreground">Delivery</dt>
          <dd>{card.delivered ? "Delivered" : `Scheduled for ${formatLongDate(card.deliverAt)}`}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
