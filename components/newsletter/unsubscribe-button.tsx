"use client";

import { CheckCircle2, MailX } from "lucide-react";

import { Button } from "@/components/ui/button";
import { useActionForm } from "@/components/ui/action-form";
import { useHydrated } from "@/components/site/use-hydrated";
import { unsubscribeAction } from "@/lib/actions/newsletter";
import { unsubscribeSchema } from "@/lib/validations/newsletter";

/** Confirms the unsubscribe with a POST (a GET link alone must never unsubscribe: mail scanners open links). */
export function UnsubscribeButton({ token }: { token: string }) {
  const hydrated = useHydrated();
  const { state, pending, form } = useActionForm(unsubscribeAction, { schema: unsubscribeSchema, failureTitle: "Unsubscribe failed" });

  if (state.status === "success") {
    return (
      <p role="status" className="flex items-center justify-center gap-2 font-medium text-success">
        <CheckCircle2 className="size-5" aria-hidden="true" />
        You have been unsubscribed.
      </p>
    );
  }
  return (
    <form {...form} aria-label="Unsubscribe">
      <input type="hidden" name="token" value={token} />
      {/* Before the page's script runs (no toast yet), a refusal shows here. */}
      {!hydrated && state.status === "error" ? (
        <p role="alert" className="mb-3 text-sm font-medium text-destructive">
          {state.message}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={pending}>
        <MailX aria-hidden="true" />
        {pending ? "Unsubscribing..." : "Unsubscribe"}
      </Button>
    </form>
  );
}
