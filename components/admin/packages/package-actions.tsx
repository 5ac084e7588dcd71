"use client";

import { Archive, ArchiveRestore } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { setPackageStatusAction } from "@/lib/actions/packages";
import { packageStatusSchema } from "@/lib/validations/package";

/** Retire (no longer sold; clients keep their credits) or Reactivate: a form each. */
export function PackageStatusButton({ id, name, active }: { id: number; name: string; active: boolean }) {
  const { pending, form } = useActionForm(setPackageStatusAction, {
    schema: packageStatusSchema,
    failureTitle: active ? "Package not retired" : "Package not reactivated",
    onSuccess: ({ data }) =>
      toast(
        data?.active
          ? { title: "Package reactivated", description: `Clients can buy ${name} again.` }
          : { title: "Package retired", description: `Clients can no longer buy ${name}. Those who bought it keep their credits.` },
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
