import type { Metadata } from "next";
import Link from "next/link";
import { Search } from "lucide-react";

import { GIFT_CARDS_PATH, giftCardsHref, parseGiftCardsState } from "@/components/admin/gift-cards/state";
import { GiftCardStatusBadge } from "@/components/admin/gift-cards/status-badge";
import { Pagination } from "@/components/admin/pagination";
import { FilterActions } from "@/components/admin/filter-actions";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { Input, fieldClasses } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireAdminPage } from "@/lib/admin/auth";
import { GIFT_CARD_STATUSES, GIFT_CARD_STATUS_LABELS } from "@/lib/admin/gift-card-statuses";
import { listAdminGiftCards, type AdminGiftCard } from "@/lib/admin/gift-cards";
import { formatPrice, formatShortDate } from "@/lib/format";
import type { PageSearchParams } from "@/lib/search-params";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Gift cards" };

// Every gift card sold: who bought it for whom, when, for how much, whether the recipient got it,
// what was spent and what is left. The search and the status filter are in the URL (a GET form).

export default async function AdminGiftCardsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const admin = await requireAdminPage();
  const state = parseGiftCardsState(await searchParams);
  const data = await listAdminGiftCards({ q: state.q || undefined, status: state.status || undefined, page: state.page });
  const filtered = Boolean(state.q || state.status);
  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Gift cards"
        description="Every card sold, what was redeemed and what is left. Codes show their last four characters; open a card for its whole code and history."
      />
      <section aria-label="Gift cards" className="grid min-w-0 gap-5 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <form
          role="search"
          aria-label="Search gift cards"
          action={GIFT_CARDS_PATH}
          method="get"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="gift-card-search">Code, buyer or recipient</Label>
            <Input id="gift-card-search" name="q" type="search" defaultValue={state.q} maxLength={200} autoComplete="off" />
          </div>
          <div className="grid gap-1.5 sm:w-48">
            <Label htmlFor="gift-card-status">Status</Label>
            <select
              id="gift-card-status"
              name="status"
              defaultValue={state.status}
              className={cn(fieldClasses, "h-11 appearance-auto px-3")}
            >
              <option value="">All cards</option>
              {GIFT_CARD_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {GIFT_CARD_STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </div>
          <FilterActions icon={<Search aria-hidden="true" />} label="Search" filtered={filtered} clearHref={GIFT_CARDS_PATH} />
        </form>
        {data.total === 0 ? (
          <p role="status" className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
            {filtered ? "No gift cards match." : "No gift cards sold yet."}
          </p>
        ) : (
          <>
            <Table className="hidden lg:table">
              <TableHeader>
                <TableRow>
                  <TableHead scope="col">Code</TableHead>
                  <TableHead scope="col">Buyer</TableHead>
                  <TableHead scope="col">Recipient</TableHead>
                  <TableHead scope="col">Sold</TableHead>
                  <TableHead scope="col" className="text-right">
                    Amount
                  </TableHead>
                  <TableHead scope="col">Delivered</TableHead>
                  <TableHead scope="col" className="text-right">
                    Redeemed
                  </TableHead>
                  <TableHead scope="col" className="text-right">
                    Balance
                  </TableHead>
                  <TableHead scope="col">Status</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.cards.map((card) => (
                  <TableRow key={card.id} data-testid="admin-gift-card">
                    <TableCell className="whitespace-nowrap font-mono">
                      <CardLink card={card} />
                    </TableCell>
                    <TableCell className="[overflow-wrap:anywhere]">{card.buyerName}</TableCell>
                    <TableCell className="[overflow-wrap:anywhere]">{card.recipientName}</TableCell>
                    <TableCell className="whitespace-nowrap">{card.soldAt ? formatShortDate(card.soldAt) : "Not paid"}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatPrice(card.initialCents)}</TableCell>
                    <TableCell className="whitespace-nowrap">{delivered(card)}</TableCell>
                    <TableCell className="text-right tabular-nums">{formatPrice(card.redeemedCents)}</TableCell>
                    <TableCell className="text-right font-semibold tabular-nums">{formatPrice(card.balanceCents)}</TableCell>
                    <TableCell>
                      <GiftCardStatusBadge status={card.status} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <ul aria-label="Gift cards" className="grid gap-3 lg:hidden">
              {data.cards.map((card) => (
                <li key={card.id} data-testid="admin-gift-card" className="grid gap-1 rounded-lg border border-border p-3 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-mono">
                    <CardLink card={card} />
                    <GiftCardStatusBadge status={card.status} />
                  </p>
                  <p className="[overflow-wrap:anywhere]">
                    {card.buyerName} for {card.recipientName}
                  </p>
                  <p className="text-muted-foreground">
                    {card.soldAt ? `Sold ${formatShortDate(card.soldAt)}` : "Not paid"} · {formatPrice(card.initialCents)} ·{" "}
                    {delivered(card)}
                  </p>
                  <p>
                    Redeemed {formatPrice(card.redeemedCents)} · Balance <strong>{formatPrice(card.balanceCents)}</strong>
                  </p>
                </li>
              ))}
            </ul>
            <Pagination
              label="Gift card pages"
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              hrefFor={(page) => giftCardsHref(state, { page })}
            />
          </>
        )}
      </section>
    </AdminShell>
  );
}

const delivered = (card: AdminGiftCard) =>
  card.deliveredAt ? `Delivered ${formatShortDate(card.deliveredAt)}` : `To send ${formatShortDate(card.deliverAt)}`;

function CardLink({ card }: { card: AdminGiftCard }) {
  return (
    <Link href={`/admin/gift-cards/${card.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
      <span aria-hidden="true">{card.maskedCode}</span>
      <span className="sr-only">
        Card ending {card.maskedCode.slice(-4)} for {card.recipientName}
      </span>
    </Link>
  );
}
