import type { Metadata } from "next";
import Link from "next/link";
import { CalendarRange, Pencil, Plus, ShoppingBag, Sparkles, Tag, type LucideIcon } from "lucide-react";

import { PackageStatusButton } from "@/components/admin/packages/package-actions";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { requireAdminPage } from "@/lib/admin/auth";
import { listAdminPackages, type AdminPackage } from "@/lib/admin/packages";
import { formatPrice } from "@/lib/format";
import { cn } from "@/lib/utils";
import { validityLabel } from "@/lib/validations/package";

export const metadata: Metadata = { title: "Packages" };

// The owner's packages: on sale first, then retired; what each holds and costs, how many sold;
// edit, retire or reactivate. Server-rendered; the buttons are small client forms.

export default async function AdminPackagesPage() {
  const admin = await requireAdminPage();
  const packages = await listAdminPackages();

  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Packages"
        description="Sessions sold together at one price. Clients buy them on the site and book with a credit instead of paying."
      >
        <Link href="/admin/packages/new" className={cn(buttonVariants(), "w-full sm:w-fit")}>
          <Plus aria-hidden="true" />
          Add a package
        </Link>
      </AdminPageTitle>
      {packages.length ? (
        <ul aria-label="Packages" className="grid gap-3">
          {packages.map((pkg) => (
            <PackageRow key={pkg.id} pkg={pkg} />
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-border bg-card p-6 text-center text-sm text-muted-foreground">
          No packages yet. Add one to sell sessions together.
        </p>
      )}
    </AdminShell>
  );
}

function PackageRow({ pkg }: { pkg: AdminPackage }) {
  return (
    <li
      aria-label={pkg.name}
      data-testid="admin-package"
      className={cn(
        "grid gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4 lg:grid-cols-[1fr_auto] lg:items-center",
        !pkg.active && "bg-muted/40",
      )}
    >
      <div className="grid min-w-0 gap-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="[overflow-wrap:anywhere] text-base font-semibold">{pkg.name}</span>
          <span className="font-semibold text-primary">{formatPrice(pkg.priceCents)}</span>
          {pkg.active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Retired</Badge>}
        </p>
        <dl className="grid gap-x-4 gap-y-1 text-sm text-muted-foreground sm:flex sm:flex-wrap">
          <Detail icon={Sparkles} term="Sessions">
            {pkg.sessions} {pkg.sessions === 1 ? "session" : "sessions"}
          </Detail>
          <Detail icon={Tag} term="Services">
            {pkg.services.map((s) => s.name).join(", ")}
          </Detail>
          <Detail icon={CalendarRange} term="Valid for">
            Valid {validityLabel(pkg.validDays)}
          </Detail>
          <Detail icon={ShoppingBag} term="Sold">
            {pkg.sold} sold
          </Detail>
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:justify-end">
        <Link href={`/admin/packages/${pkg.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {pkg.name}</span>
        </Link>
        <PackageStatusButton id={pkg.id} name={pkg.name} active={pkg.active} />
      </div>
    </li>
  );
}

/** One fact of a package: an icon for the eye, its name for screen readers. */
function Detail({ icon: Icon, term, children }: { icon: LucideIcon; term: string; children: React.ReactNode }) {
  return (
    <div className="flex min-w-0 items-start gap-1">
      <dt>
        <Icon aria-hidden="true" className="mt-0.5 size-3.5" />
        <span className="sr-only">{term}</span>
      </dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
