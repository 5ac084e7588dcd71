import type { Metadata } from "next";

import { BackToServices } from "@/components/admin/services/back-link";
import { ServiceForm } from "@/components/admin/services/service-form";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";

export const metadata: Metadata = { title: "Add a service" };

export default async function NewServicePage() {
  const admin = await requireAdminPage();
  return (
    <AdminShell admin={admin}>
      <BackToServices />
      <AdminPageTitle title="Add a service" description="It is offered on the site and in the booking wizard as soon as you add it." />
      <div className="rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <ServiceForm />
      </div>
    </AdminShell>
  );
}
