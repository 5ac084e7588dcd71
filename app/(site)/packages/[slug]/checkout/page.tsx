import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PurchaseCheckout } from "@/components/purchases/purchase-checkout";
import { requireUser } from "@/lib/accounts/guards";
import { getPaymentClientConfig } from "@/lib/payments/config";
import { inPersonTaxNote } from "@/lib/payments/tax-display";
import { getActivePackage } from "@/lib/purchases/catalog";
import { packagePaths } from "@/lib/purchases/paths";
import { packageFacts } from "@/components/purchases/package-card";

export const metadata: Metadata = { title: "Buy a Package", robots: { index: false } };

type Props = { params: Promise<{ slug: string }> };

/** The package's checkout (login required: logged out, log in and come back here with the same package). */
export default async function PackageCheckoutPage({ params }: Props) {
  const { slug } = await params;
  const pkg = await getActivePackage(slug);
  if (!pkg) notFound();
  const user = await requireUser(packagePaths.checkout(pkg.slug));
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="mb-8 grid gap-2">
        <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Buy: {pkg.name}</h1>
        <p className="text-muted-foreground">{packageFacts(pkg)}.</p>
      </header>
      <PurchaseCheckout
        start={{ kind: "package", packageId: pkg.id }}
        item={pkg.name}
        priceCents={pkg.priceCents}
        taxNote={pkg.taxedAtBilling ? "A package with virtual sessions is taxed where you are billed." : inPersonTaxNote}
        billing={{
          firstName: user.firstName,
          lastName: user.lastName,
          email: user.email,
          line1: "",
          city: "",
          state: "",
          postal_code: "",
          country: "US",
        }}
        paymentConfig={getPaymentClientConfig()}
      />
    </div>
  );
}
