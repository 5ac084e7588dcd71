import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { PurchaseCheckout } from "@/components/purchases/purchase-checkout";
import { requireUser } from "@/lib/accounts/guards";
import { getPaymentClientConfig } from "@/lib/payments/config";
import { getOwnPurchase } from "@/lib/purchases/catalog";
import { purchasePaths } from "@/lib/purchases/paths";
import { billingAddressSchema } from "@/lib/validations/billing";
import { idField } from "@/lib/validations/fields";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

type Props = { params: Promise<{ id: string }> };

/** Paying for a purchase already started (a gift card): the buyer's own, while unpaid. */
export default async function PurchaseCheckoutPage({ params }: Props) {
  const id = idField().safeParse((await params).id).data;
  if (!id) notFound();
  const user = await requireUser(purchasePaths.checkout(id));
  const purchase = await getOwnPurchase(id, user.id);
  if (!purchase) notFound();
  if (purchase.paid) redirect(purchasePaths.confirmation(id));
  const address = billingAddressSchema.safeParse(purchase.billingAddress).data;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="mb-8 grid gap-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Checkout: {purchase.item}</h1>
        {purchase.giftCard ? (
          <p className="text-muted-foreground">
            For {purchase.giftCard.recipientName} ({purchase.giftCard.recipientEmail}), sent {purchase.giftCard.sendsAt} once paid.
          </p>
        ) : null}
      </header>
      <PurchaseCheckout
        start={{
          kind: "purchase",
          checkout: {
            purchaseId: purchase.id,
            kind: purchase.kind,
            provider: purchase.provider === "stripe" ? "stripe" : "test",
            paymentIntentId: purchase.paymentIntentId,
            clientSecret: purchase.clientSecret,
            subtotal: purchase.amountCents,
            taxAmount: 0,
            taxRate: 0,
            taxState: null,
            giftCardCents: 0,
            amount: purchase.amountCents,
          },
        }}
        item={purchase.item}
        priceCents={purchase.amountCents}
        taxNote="A gift card is not taxed when bought: the sessions it pays for are."
        billing={{
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          line1: address?.line1 ?? "",
          city: address?.city ?? "",
          state: address?.state ?? "",
          postal_code: address?.postal_code ?? "",
          country: address?.country ?? "US",
        }}
        paymentConfig={getPaymentClientConfig()}
      />
    </div>
  );
}
