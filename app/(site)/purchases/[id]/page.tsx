import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { CalendarCheck, CheckCircle2, Download, Gift } from "lucide-react";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { requireUser } from "@/lib/accounts/guards";
import { bookServiceHref } from "@/lib/booking/links";
import { getOwnPurchase } from "@/lib/purchases/catalog";
import { completePurchase } from "@/lib/purchases/confirm";
import { purchasePaths } from "@/lib/purchases/paths";
import { readSearchParams, type PageSearchParams } from "@/lib/search-params";
import { idField } from "@/lib/validations/fields";

export const metadata: Metadata = { title: "Purchase Confirmed", robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: PageSearchParams };

const rowClasses = "grid gap-1 sm:grid-cols-[10rem_1fr]";

/**
 * What the buyer bought: a package's sessions and expiry with a way to book, or who gets the gift
 * card and when, with its code. Back from a payment method that redirects (Stripe's return URL),
 * the purchase is completed here once the provider says it is paid.
 */
export default async function PurchasePage({ params, searchParams }: Props) {
  const id = idField().safeParse((await params).id).data;
  if (!id) notFound();
  const user = await requireUser(purchasePaths.confirmation(id));
  let purchase = await getOwnPurchase(id, user.id);
  if (!purchase) notFound();
  const returned = readSearchParams(await searchParams).text("payment_intent");
  if (!purchase.issued && returned === purchase.paymentIntentId) {
    await completePurchase({ user, purchaseId: id, paymentIntentId: returned }).catch(() => null);
    purchase = (await getOwnPurchase(id, user.id))!;
  }
  if (!purchase.paid) redirect(purchasePaths.checkout(id));

  const card = purchase.giftCard;
  const pkg = purchase.package;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-14 sm:px-6 sm:py-20">
      <header className="grid gap-3 text-center">
        <CheckCircle2 className="mx-auto size-12 text-primary" aria-hidden="true" />
        <h1 className="text-4xl font-semibold">{purchase.issued ? "Thank you for your purchase" : "Payment received"}</h1>
        <p className="text-lg text-muted-foreground">
          {purchase.issued
            ? `A confirmation with your receipt is on its way to ${user.email}.`
            : "We are completing your purchase: refresh this page in a moment."}
        </p>
      </header>

      <section aria-labelledby="bought-heading" className="grid gap-4 rounded-xl border border-border bg-card p-6">
        <h2 id="bought-heading" className="text-2xl font-semibold">
          {purchase.item}
        </h2>
        <dl className="grid gap-3">
          {pkg ? (
            <>
              <div className={rowClasses}>
                <dt className="font-medium">Sessions</dt>
                <dd>{pkg.sessions}</dd>
              </div>
              <div className={rowClasses}>
                <dt className="font-medium">Covers</dt>
                <dd>{pkg.services.map((s) => s.name).join(", ")}</dd>
              </div>
              {pkg.expiresOn ? (
                <div className={rowClasses}>
                  <dt className="font-medium">Valid until</dt>
                  <dd>{pkg.expiresOn}</dd>
                </div>
              ) : null}
            </>
          ) : null}
          {card ? (
            <>
              <div className={rowClasses}>
                <dt className="font-medium">For</dt>
                <dd>
                  {card.recipientName} ({card.recipientEmail})
                </dd>
              </div>
              <div className={rowClasses}>
                <dt className="font-medium">{card.delivered ? "Sent" : "Sends"}</dt>
                <dd>{card.delivered ? "Emailed to the recipient" : card.sendsAt}</dd>
              </div>
              <div className={rowClasses}>
                <dt className="font-medium">Code</dt>
                <dd className="font-mono text-lg tracking-wider">{card.code}</dd>
              </div>
              <div className={rowClasses}>
                <dt className="font-medium">Balance</dt>
                <dd>{card.balance}</dd>
              </div>
            </>
          ) : null}
          <div className={rowClasses}>
            <dt className="font-medium">Subtotal</dt>
            <dd>{purchase.amounts.subtotal}</dd>
          </div>
          {purchase.amounts.tax ? (
            <div className={rowClasses}>
              <dt className="font-medium">{purchase.amounts.tax.label}</dt>
              <dd>{purchase.amounts.tax.amount}</dd>
            </div>
          ) : null}
          {purchase.giftCardPaid ? (
            <div className={rowClasses}>
              <dt className="font-medium">Paid by gift card</dt>
              <dd>{purchase.giftCardPaid}</dd>
            </div>
          ) : null}
          <div className={rowClasses}>
            <dt className="font-medium">Total paid</dt>
            <dd className="font-semibold">{purchase.amounts.total}</dd>
          </div>
        </dl>
        {card ? (
          <p className="text-sm text-muted-foreground">
            Keep the code safe: it is shown here and in your confirmation email in case the recipient&apos;s email goes astray.
          </p>
        ) : null}
      </section>

      <div className="flex flex-col gap-3 sm:flex-row">
        {pkg && purchase.issued ? (
          <Button asChild size="lg">
            <Link href={pkg.services[0] ? bookServiceHref(pkg.services[0].id) : "/schedule"}>
              <CalendarCheck aria-hidden="true" /> Book a session
            </Link>
          </Button>
        ) : null}
        {card ? (
          <Button asChild size="lg" variant="outline">
            <Link href="/gift-cards">
              <Gift aria-hidden="true" /> Buy another gift card
            </Link>
          </Button>
        ) : null}
        <Button asChild size="lg" variant="outline">
          <a href={purchasePaths.receipt(purchase.id)} download>
            <Download aria-hidden="true" /> Download receipt (PDF)
          </a>
        </Button>
      </div>
    </div>
  );
}
