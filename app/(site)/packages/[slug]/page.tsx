import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CalendarClock, Layers, MapPin, Video } from "lucide-react";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { packageFacts } from "@/components/purchases/package-card";
import { formatPrice } from "@/lib/format";
import { TAX_NOTE, inPersonTaxNote } from "@/lib/payments/tax-display";
import { getActivePackage, validityLabel } from "@/lib/purchases/catalog";
import { packagePaths } from "@/lib/purchases/paths";

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pkg = await getActivePackage((await params).slug);
  if (!pkg) return { title: "Package Not Found", robots: { index: false } };
  return { title: pkg.name, description: pkg.description, alternates: { canonical: packagePaths.page(pkg.slug) } };
}

/** One package: what it covers, how long it lasts, its price, and Buy (login, then the checkout). */
export default async function PackagePage({ params }: Props) {
  const pkg = await getActivePackage((await params).slug);
  if (!pkg) notFound();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-8 px-4 py-14 sm:px-6 sm:py-20">
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link href="/services#packages" className="text-primary underline underline-offset-4">
          Services: Packages
        </Link>
      </nav>
      <header className="grid gap-3">
        <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-primary">
          <Layers className="size-4" aria-hidden="true" /> Package
        </p>
        <h1 className="text-4xl font-semibold">{pkg.name}</h1>
        <p className="text-lg leading-relaxed text-muted-foreground">{pkg.description}</p>
      </header>
      <section aria-labelledby="package-facts" className="grid gap-4 rounded-xl border border-border bg-card p-6">
        <h2 id="package-facts" className="text-xl font-semibold">
          What you get
        </h2>
        <dl className="grid gap-3">
          <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium">Sessions</dt>
            <dd>{pkg.sessions}</dd>
          </div>
          <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium">Covers</dt>
            <dd>
              <ul className="grid gap-1">
                {pkg.services.map((s) => (
                  <li key={s.id} className="flex items-start gap-2">
                    {s.isVirtual ? (
                      <Video className="size-4 text-primary" aria-hidden="true" />
                    ) : (
                      <MapPin className="size-4 text-primary" aria-hidden="true" />
                    )}
                    <span>
                      {s.name} <span className="text-muted-foreground">({formatPrice(s.price)} on its own)</span>
                    </span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium">Valid</dt>
            <dd className="inline-flex items-center gap-2">
              <CalendarClock className="size-4 text-primary" aria-hidden="true" />
              {validityLabel(pkg.validDays)} from purchase: book sessions that start before then
            </dd>
          </div>
          <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium">Price</dt>
            <dd>
              <span className="font-display text-2xl font-semibold text-primary">{formatPrice(pkg.priceCents)}</span>{" "}
              <span className="text-sm text-muted-foreground">{TAX_NOTE}</span>
              {pkg.savingCents > 0 ? (
                <span className="block text-sm">
                  You save {formatPrice(pkg.savingCents)} on {pkg.sessions} single sessions.
                </span>
              ) : null}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-muted-foreground">
          {pkg.taxedAtBilling ? "Sales tax is calculated from your billing address at checkout." : inPersonTaxNote} Cancel a session within
          our cancellation policy and its credit comes back to the package.
        </p>
      </section>
      <div className="grid gap-2 sm:flex sm:items-center sm:gap-4">
        <Button asChild size="lg">
          <Link href={packagePaths.checkout(pkg.slug)}>Buy this package</Link>
        </Button>
        <p className="text-sm text-muted-foreground">
          {packageFacts(pkg)}. Buying needs an account: log in or create one at the next step.
        </p>
      </div>
    </div>
  );
}
