import type { Metadata } from "next";

import { BackLink } from "@/components/admin/back-link";
import { IntakeFormBuilder } from "@/components/admin/intake-forms/intake-form-builder";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";
import { intakeServiceOptions } from "@/lib/intake/admin";

export const metadata: Metadata = { title: "Add an intake form" };

export default async function NewIntakeFormPage() {
  const admin = await requireAdminPage();
  return (
    <AdminShell admin={admin}>
      <BackLink href="/admin/intake-forms">All intake forms</BackLink>
      <AdminPageTitle
        title="Add an intake form"
        description="Clients booking the services you tick answer it before their first session."
      />
      <div className="rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <IntakeFormBuilder services={await intakeServiceOptions()} />
      </div>
    </AdminShell>
  );
}
