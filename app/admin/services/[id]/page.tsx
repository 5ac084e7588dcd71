import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BackLink } from "@/components/admin/back-link";
import { ServiceForm } from "@/components/admin/services/service-form";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";
import { getAdminService } from "@/lib/practice/services";

export const metadata: Metadata = { title: "Edit service" };

export default async function EditServicePage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const id = Number((await params).id);
  const service = Number.isInteger(id) && id > 0 ? await getAdminService(id) : null;
  if (!service) notFound();
  return (
    <AdminShell admin={admin}>
      <BackLink href="/admin/services">All services</BackLink>
      <AdminPageTitle
        title={`Edit ${service.name}`}
        description={
          service.active
            ? "Changes show on the site and in the booking wizard as soon as you save."
            : "This service is retired: restore it from the list to offer it again."
        }
      />
      <div className="rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <ServiceForm service={service} />
      </div>
    </AdminShell>
  );
}
