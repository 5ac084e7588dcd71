"use client";

import { Archive, ArchiveRestore } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { setIntakeFormStatusAction } from "@/lib/actions/intake-forms";
import { intakeFormStatusSchema } from "@/lib/validations/intake-form";

/** Retire (no longer asked; answers kept) or Reactivate: a form each. */
export function IntakeFormStatusButton({ id, name, active }: { id: number; name: string; active: boolean }) {
  const { pending, form } = useActionForm(setIntakeFormStatusAction, {
    schema: intakeFormStatusSchema,
    failureTitle: active ? "Form not retired" : "Form not reactivated",
    onSuccess: ({ data }) =>
      toast(
        data?.active
          ? { title: "Form reactivated", description: `Clients booking its services answer ${name} again.` }
          : { title: "Form retired", description: `${name} is no longer asked. Its answers are kept.` },
      ),
  });
  const Icon = active ? Archive : ArchiveRestore;
  return (
    <form {...form} aria-label={`${active ? "Retire" : "Reactivate"} ${name}`}>
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="active" value={String(!active)} />
      <Button type="submit" variant="outline" size="sm" disabled={pending}>
        <Icon aria-hidden="true" />
        {active ? (pending ? "Retiring..." : "Retire") : pending ? "Reactivating..." : "Reactivate"}
        <span className="sr-only"> {name}</span>
      </Button>
    </form>
  );
}
