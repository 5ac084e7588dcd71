"use client";

import { useState } from "react";
import { Trash2 } from "lucide-react";
import { z } from "zod";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast } from "@/components/ui/toast";
import type { FormAction, FormState } from "@/lib/actions/state";

const schema = z.object({ id: z.string() });

/** Remove, after a confirmation: a tiny form posting the item's id to `action`, submitted by the dialog. */
export function RemoveButton({
  action,
  id,
  name,
  title,
  removed = { title: "Removed", description: `${name} is no longer on the site.` },
  failureTitle = "Not removed",
  children,
}: {
  action: FormAction<undefined>;
  id: number;
  name: string;
  title: string;
  /** The toast once it is removed. */
  removed?: { title: string; description: string };
  failureTitle?: string;
  children: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  // The item, this button with it, leaves the page in the same update that brings the answer:
  // the toast is shown as the answer arrives, not after (the dialog needs JavaScript anyway).
  const { pending, form } = useActionForm(
    async (previous: FormState<undefined>, formData: FormData) => {
      const state = await action(previous, formData);
      if (state.status === "success") toast(removed);
      return state;
    },
    { schema, failureTitle, onSuccess: () => setOpen(false) },
  );

  return (
    <form {...form} aria-label={`Remove ${name}`}>
      <input type="hidden" name="id" value={id} />
      <Button type="button" variant="outline" size="sm" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        Remove<span className="sr-only"> {name}</span>
      </Button>
      <ConfirmDialog
        title={title}
        keepLabel="Keep It"
        confirmLabel="Remove"
        busyLabel="Removing..."
        open={open}
        onOpenChange={setOpen}
        onConfirm={() => form.ref.current?.requestSubmit()}
        busy={pending}
      >
        {children}
      </ConfirmDialog>
    </form>
  );
}
