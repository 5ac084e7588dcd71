import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";

import { BackLink } from "@/components/admin/back-link";
import { IntakeFormBuilder } from "@/components/admin/intake-forms/intake-form-builder";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";
import { getIntakeForm, intakeServiceOptions } from "@/lib/intake/admin";
import { idField } from "@/lib/validations/fields";

export const metadata: Metadata = { title: "Edit intake form" };

export default async function EditIntakeFormPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const parsed = idField().safeParse((await params).id);
  const form = parsed.success ? await getIntakeForm(parsed.data) : null;
  if (!form) notFound();
  return (
    <AdminShell admin={admin}>
      <BackLink href="/admin/intake-forms">All intake forms</BackLink>
      <AdminPageTitle
        title={`Edit ${form.name}`}
        description={`Version ${form.version}, ${form.submitted} ${form.submitted === 1 ? "response" : "responses"}. ${form.active ? "Asked of clients booking its services." : "Retired: not asked. Reactivate it from the list."}`}
      >
        <Link
          href={`/admin/intake-forms/${form.id}/preview`}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Preview as a client sees it
        </Link>
      </AdminPageTitle>
      <div className="rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <IntakeFormBuilder form={form} services={await intakeServiceOptions()} />
      </div>
    </AdminShell>
  );
}
