"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Trash2 } from "lucide-react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { toast, toastError } from "@/components/ui/toast";
import { apiRequest, messageOr } from "@/lib/api/client";

/** Remove, after a confirmation: `url` is the item's endpoint (DELETE). */
export function RemoveButton({ url, name, title, children }: { url: string; name: string; title: string; children: React.ReactNode }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function remove() {
    setBusy(true);
    try {
      await apiRequest(url, { method: "DELETE" });
      setOpen(false);
      toast({ title: "Removed", description: `${name} is no longer on the site.` });
      router.refresh();
    } catch (error) {
      toastError({ title: "Not removed", description: messageOr(error, "There was a problem removing it. Please try again.") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
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
        onConfirm={remove}
        busy={busy}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}
