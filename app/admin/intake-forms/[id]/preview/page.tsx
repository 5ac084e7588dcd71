import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { BackLink } from "@/components/admin/back-link";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { IntakeFormFields } from "@/components/intake/intake-form-fields";
import { requireAdminPage } from "@/lib/admin/auth";
import { getIntakeForm } from "@/lib/intake/admin";
import { idField } from "@/lib/validations/fields";

export const metadata: Metadata = { title: "Preview intake form" };

// The current version of a form as the client sees it (the same renderer), nothing answerable.

export default async function PreviewIntakeFormPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const parsed = idField().safeParse((await params).id);
  const form = parsed.success ? await getIntakeForm(parsed.data) : null;
  if (!form) notFound();
  return (
    <AdminShell admin={admin}>
      <BackLink href={`/admin/intake-forms/${form.id}`}>Edit {form.name}</BackLink>
      <AdminPageTitle
        title={`Preview: ${form.name}`}
        description={`Version ${form.version}, as clients booking ${form.services.map((s) => s.name).join(", ") || "its services"} see it.`}
      />
      <div className="grid gap-6 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <h2 className="sr-only">Questions</h2>
        {form.intro ? <p className="whitespace-pre-line text-muted-foreground">{form.intro}</p> : null}
        <IntakeFormFields definition={form.definition} answers={{}} readOnly idPrefix="preview" />
      </div>
    </AdminShell>
  );
}
