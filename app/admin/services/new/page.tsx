import type { Metadata } from "next";

import { BackLink } from "@/components/admin/back-link";
import { ServiceForm } from "@/components/admin/services/service-form";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";

export const metadata: Metadata = { title: "Add a service" };

export default async function NewServicePage() {
  const admin = await requireAdminPage();
  return (
    <AdminShell admin={admin}>
      <BackLink href="/admin/services">All services</BackLink>
      <AdminPageTitle title="Add a service" description="It is offered on the site and in the booking wizard as soon as you add it." />
      <div className="rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <ServiceForm />
      </div>
    </AdminShell>
  );
}
