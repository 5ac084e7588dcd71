import { Gift, Layers } from "lucide-react";
import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { formatPrice } from "@/lib/format";
import { TAX_NOTE } from "@/lib/payments/tax-display";
import type { PackageDTO } from "@/lib/purchases/catalog";
import { validityLabel } from "@/lib/purchases/catalog";
import { GIFT_CARDS_PATH, packagePaths } from "@/lib/purchases/paths";

/** "3 sessions · valid 6 months" */
export const packageFacts = (p: Pick<PackageDTO, "sessions" | "validDays">) =>
  `${p.sessions} ${p.sessions === 1 ? "session" : "sessions"} · valid ${validityLabel(p.validDays)} from purchase`;

/** One package on the services page: what it covers, its price and saving, and its page. */
export function PackageCard({ pkg }: { pkg: PackageDTO }) {
  return (
    <Card className="h-full gap-5" data-testid="package-card">
      <CardHeader className="gap-3">
        <CardTitle as="h3" className="text-xl">
          {pkg.name}
        </CardTitle>
        <CardDescription>{packageFacts(pkg)}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-display text-3xl font-semibold text-primary">{formatPrice(pkg.priceCents)}</span>
          <span className="text-sm text-muted-foreground">{TAX_NOTE}</span>
        </p>
        {pkg.savingCents > 0 ? (
          <p className="text-sm font-medium text-foreground">
            {formatPrice(Math.round(pkg.priceCents / pkg.sessions))} a session: save {formatPrice(pkg.savingCents)}
          </p>
        ) : null}
        <p className="leading-relaxed text-muted-foreground">{pkg.description}</p>
        <p className="text-sm">
          <span className="font-medium">Covers: </span>
          {pkg.services.map((s) => s.name).join(", ")}
        </p>
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full">
          <Link href={packagePaths.page(pkg.slug)} aria-label={`See the package: ${pkg.name}`}>
            See the package
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The services page's Packages section, with the way to gift cards. */
export function PackagesSection({ packages }: { packages: PackageDTO[] }) {
  return (
    <section id="packages" aria-labelledby="packages-heading" className="scroll-mt-24">
      <div className="mb-8 flex flex-col gap-3 border-b border-border pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Layers className="size-5" aria-hidden="true" />
          </span>
          <h2 id="packages-heading" className="text-2xl font-semibold sm:text-3xl">
            Packages
          </h2>
        </div>
        <p className="max-w-md text-muted-foreground">
          Programs and session packs at a lower price per session: book each session when it suits you.
        </p>
      </div>
      {packages.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {packages.map((pkg) => (
            <li key={pkg.id}>
              <PackageCard pkg={pkg} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-border bg-card px-6 py-10 text-center text-muted-foreground">
          No packages are offered right now.
        </p>
      )}
      <p className="mt-8 flex flex-wrap items-center gap-2 rounded-xl bg-primary-soft/50 px-5 py-4">
        <Gift className="size-5 text-primary" aria-hidden="true" />
        <span>Wellness makes a thoughtful present.</span>
        <Link href={GIFT_CARDS_PATH} className="font-semibold text-primary underline underline-offset-4">
          Gift cards
        </Link>
      </p>
    </section>
  );
}
