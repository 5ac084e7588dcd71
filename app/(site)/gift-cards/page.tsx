import type { Metadata } from "next";
import { Gift } from "lucide-react";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { GiftCardForm } from "@/components/purchases/gift-card-form";
import { getSessionUser } from "@/lib/auth/current-user";
import { formatTimeWithZone } from "@/lib/format";
import { zonedInstant } from "@/lib/booking/dates";
import { GIFT_CARD_DELIVERY_TIME } from "@/lib/purchases/checkout";
import { GIFT_CARDS_PATH } from "@/lib/purchases/paths";
import { readSearchParams, type PageSearchParams } from "@/lib/search-params";
import { siteConfig } from "@/lib/site-config";
import { GIFT_CARD_AMOUNTS_DOLLARS, GIFT_CARD_LIMITS, practiceToday } from "@/lib/validations/purchase";

const description = `Give sessions of hypnotherapy or yoga with ${siteConfig.name}: a gift card by email, now or on the day you choose.`;

export const metadata: Metadata = { title: "Gift Cards", description, alternates: { canonical: GIFT_CARDS_PATH } };

/** The amount a link (or the way back from logging in) asks for: one of the fixed choices, else $100. */
function requestedAmount(value: string | null): string {
  return value && (GIFT_CARD_AMOUNTS_DOLLARS as readonly number[]).includes(Number(value)) ? value : "100";
}

export default async function GiftCardsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const amount = requestedAmount(readSearchParams(await searchParams).text("amount"));
  const user = await getSessionUser().catch(() => null);
  const today = practiceToday();
  const sendTime = formatTimeWithZone(zonedInstant(today, GIFT_CARD_DELIVERY_TIME) ?? new Date());
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-14 sm:px-6 sm:py-20">
      <header className="grid gap-3">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-primary">
          <Gift className="size-4" aria-hidden="true" /> Gift cards
        </p>
        <h1 className="text-4xl font-semibold">Give the gift of calm</h1>
        <p className="text-lg leading-relaxed text-muted-foreground">
          A gift card pays for any session or package, in part or in full, and never expires. Choose $
          {GIFT_CARD_AMOUNTS_DOLLARS.join(", $")} or any whole amount from ${GIFT_CARD_LIMITS.minDollars} to $
          {GIFT_CARD_LIMITS.maxDollars.toLocaleString("en-US")}. We email it to the person you choose, with your message, now or on the day
          you pick.
        </p>
      </header>
      {user ? (
        <div className="rounded-xl border border-border bg-card p-6">
          <GiftCardForm initialAmount={amount} today={today} sendTime={sendTime} />
        </div>
      ) : (
        <section aria-labelledby="gift-login-heading" className="grid gap-4 rounded-xl border border-border bg-card p-6">
          <h2 id="gift-login-heading" className="text-2xl font-semibold">
            Log in to buy a gift card
          </h2>
          <p className="text-muted-foreground">
            Buying needs an account, so your receipt and the gift card&apos;s code stay with you. It takes a minute to make one.
          </p>
          <div>
            <Button asChild size="lg">
              <Link href={`/auth?callbackUrl=${encodeURIComponent(`${GIFT_CARDS_PATH}?amount=${amount}`)}`}>
                Log in or create an account
              </Link>
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
