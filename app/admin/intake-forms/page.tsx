import type { Metadata } from "next";
import Link from "next/link";
import { Eye, FileCheck, Layers, Pencil, Plus, Tag, type LucideIcon } from "lucide-react";

import { IntakeFormStatusButton } from "@/components/admin/intake-forms/intake-form-actions";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { requireAdminPage } from "@/lib/admin/auth";
import { listIntakeForms, type AdminIntakeForm } from "@/lib/intake/admin";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Intake forms" };

// The owner's intake questionnaires: asked ones first, then retired; the services that ask each,
// its current version and how many clients sent answers; edit, preview, retire or reactivate.

export default async function AdminIntakeFormsPage() {
  const admin = await requireAdminPage();
  const forms = await listIntakeForms();
  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Intake forms"
        description="Questions clients answer before their first session of a service. Their answers cover their bookings for 12 months and are read only by them and you."
      >
        <Link href="/admin/intake-forms/new" className={cn(buttonVariants(), "w-full sm:w-fit")}>
          <Plus aria-hidden="true" />
          Add a form
        </Link>
      </AdminPageTitle>
      {forms.length ? (
        <ul aria-label="Intake forms" className="grid gap-3">
          {forms.map((form) => (
            <FormRow key={form.id} form={form} />
          ))}
        </ul>
      ) : (
        <p className="rounded-lg border border-dashed border-border bg-card p-6 text-center text-sm text-muted-foreground">
          No intake forms yet. Add one to ask clients questions before their first session.
        </p>
      )}
    </AdminShell>
  );
}

function FormRow({ form }: { form: AdminIntakeForm }) {
  const questions = form.definition.sections.reduce((n, s) => n + s.questions.length, 0);
  return (
    <li
      aria-label={form.name}
      data-testid="admin-intake-form"
      className={cn(
        "grid gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4 lg:grid-cols-[1fr_auto] lg:items-center",
        !form.active && "bg-muted/40",
      )}
    >
      <div className="grid min-w-0 gap-1.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="[overflow-wrap:anywhere] text-base font-semibold">{form.name}</span>
          {form.active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Retired</Badge>}
        </p>
        <dl className="grid gap-x-4 gap-y-1 text-sm text-muted-foreground sm:flex sm:flex-wrap">
          <Detail icon={Tag} term="Services">
            {form.services.length ? form.services.map((s) => s.name).join(", ") : "No service asks it"}
          </Detail>
          <Detail icon={Layers} term="Version">
            Version {form.version}, {questions} {questions === 1 ? "question" : "questions"}
          </Detail>
          <Detail icon={FileCheck} term="Answers sent">
            {form.submitted} {form.submitted === 1 ? "response" : "responses"}
          </Detail>
        </dl>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:justify-end">
        <Link href={`/admin/intake-forms/${form.id}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Pencil aria-hidden="true" />
          Edit<span className="sr-only"> {form.name}</span>
        </Link>
        <Link href={`/admin/intake-forms/${form.id}/preview`} className={buttonVariants({ variant: "outline", size: "sm" })}>
          <Eye aria-hidden="true" />
          Preview<span className="sr-only"> {form.name}</span>
        </Link>
        <IntakeFormStatusButton id={form.id} name={form.name} active={form.active} />
      </div>
    </li>
  );
}

/** One fact of a form: an icon for the eye, its name for screen readers. */
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
