import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { BackLink } from "@/components/admin/back-link";
import { GiftCardStatusBadge } from "@/components/admin/gift-cards/status-badge";
import { VoidGiftCardForm } from "@/components/admin/gift-cards/void-form";
import { LedgerHistory } from "@/components/admin/ledger-history";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";
import { clientHref } from "@/lib/admin/clients";
import { getAdminGiftCard } from "@/lib/admin/gift-cards";
import { formatPrice, formatShortDate, formatTimeWithZone } from "@/lib/format";
import { idField } from "@/lib/validations/fields";

export const metadata: Metadata = { title: "Gift card" };

const when = (iso: string) => `${formatShortDate(iso)}, ${formatTimeWithZone(iso)}`;

export default async function AdminGiftCardPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const parsed = idField().safeParse((await params).id);
  const card = parsed.success ? await getAdminGiftCard(parsed.data) : null;
  if (!card) notFound();
  // Read aloud as "the card ending WXYZ" rather than a row of bullets.
  const named = `the card ending ${card.maskedCode.slice(-4)}`;
  return (
    <AdminShell admin={admin}>
      <BackLink href="/admin/gift-cards">All gift cards</BackLink>
      <AdminPageTitle
        title={`Gift card ending ${card.maskedCode.slice(-4)}`}
        description={`${card.buyerName} for ${card.recipientName}.`}
      />
      <section aria-labelledby="card-heading" className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <h2 id="card-heading" className="flex flex-wrap items-center gap-2 text-xl font-semibold">
          The card <GiftCardStatusBadge status={card.status} />
        </h2>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          <dt className="text-muted-foreground">Code</dt>
          <dd className="break-all font-mono">{card.code}</dd>
          <dt className="text-muted-foreground">Balance</dt>
          <dd className="font-semibold">{formatPrice(card.balanceCents)}</dd>
          <dt className="text-muted-foreground">Amount</dt>
          <dd>{formatPrice(card.initialCents)}</dd>
          <dt className="text-muted-foreground">Redeemed</dt>
          <dd>{formatPrice(card.redeemedCents)}</dd>
          <dt className="text-muted-foreground">Bought by</dt>
          <dd className="[overflow-wrap:anywhere]">
            <Link href={clientHref(card.buyerKey)} className="text-primary underline underline-offset-4 hover:no-underline">
              {card.buyerName}
            </Link>{" "}
            <span className="break-all text-muted-foreground">({card.buyerEmail})</span>
          </dd>
          <dt className="text-muted-foreground">Sold</dt>
          <dd>{card.soldAt ? when(card.soldAt) : "Not paid yet"}</dd>
          <dt className="text-muted-foreground">For</dt>
          <dd className="[overflow-wrap:anywhere]">
            {card.recipientName} <span className="break-all text-muted-foreground">({card.recipientEmail})</span>
          </dd>
          <dt className="text-muted-foreground">Delivered</dt>
          <dd>{card.deliveredAt ? when(card.deliveredAt) : `Not yet: to send ${when(card.deliverAt)}`}</dd>
          {card.message ? (
            <>
              <dt className="text-muted-foreground">Message</dt>
              <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{card.message}</dd>
            </>
          ) : null}
          {card.voidedAt ? (
            <>
              <dt className="text-muted-foreground">Voided</dt>
              <dd>{when(card.voidedAt)}</dd>
            </>
          ) : null}
        </dl>
      </section>
      <section
        aria-labelledby="history-heading"
        className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6"
      >
        <h2 id="history-heading" className="text-xl font-semibold">
          History
        </h2>
        <p className="text-sm text-muted-foreground">Every movement of its money, oldest first: the balance is their sum.</p>
        <LedgerHistory rows={card.history} unit="cents" label={`History of ${named}`} />
      </section>
      {card.status === "voided" ? null : (
        <section aria-labelledby="void-heading" className="grid min-w-0 gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
          <h2 id="void-heading" className="text-xl font-semibold">
            Void this card
          </h2>
          <p className="text-sm text-muted-foreground">For a card sold by mistake, refunded to the buyer or reported stolen.</p>
          <VoidGiftCardForm id={card.id} cardName={named} balanceCents={card.balanceCents} />
        </section>
      )}
    </AdminShell>
  );
}
