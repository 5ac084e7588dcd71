import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BackLink } from "@/components/admin/back-link";
import { PackageForm } from "@/components/admin/packages/package-form";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";
import { getAdminPackage } from "@/lib/admin/packages";
import { listAdminServices } from "@/lib/practice/services";
import { idField } from "@/lib/validations/fields";

export const metadata: Metadata = { title: "Edit package" };

export default async function EditPackagePage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const parsed = idField().safeParse((await params).id);
  const pkg = parsed.success ? await getAdminPackage(parsed.data) : null;
  if (!pkg) notFound();
  const services = await listAdminServices();
  return (
    <AdminShell admin={admin}>
      <BackLink href="/admin/packages">All packages</BackLink>
      <AdminPageTitle
        title={`Edit ${pkg.name}`}
        description={`${pkg.sold} sold. ${pkg.active ? "On sale on the site." : "Retired: clients cannot buy it. Tick Active to sell it again."}`}
      />
      <div className="rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <PackageForm pkg={pkg} services={services.map(({ id, name, active }) => ({ id, name, active }))} />
      </div>
    </AdminShell>
  );
}
