import type { Metadata } from "next";

import { BackLink } from "@/components/admin/back-link";
import { PackageForm } from "@/components/admin/packages/package-form";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";
import { listAdminServices } from "@/lib/practice/services";

export const metadata: Metadata = { title: "Add a package" };

export default async function NewPackagePage() {
  const admin = await requireAdminPage();
  const services = await listAdminServices();
  return (
    <AdminShell admin={admin}>
      <BackLink href="/admin/packages">All packages</BackLink>
      <AdminPageTitle title="Add a package" description="Clients can buy it on the site as soon as you add it (while it is active)." />
      <div className="rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <PackageForm services={services.map(({ id, name, active }) => ({ id, name, active }))} />
      </div>
    </AdminShell>
  );
}
