"use client";

import { useRouter } from "next/navigation";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";

/** Shown at once when a dialog opens from the URL, until its data has arrived. */
export function DialogLoading({ title, closeHref }: { title: string; closeHref: string }) {
  const router = useRouter();
  return (
    <Dialog open onOpenChange={(open) => !open && router.push(closeHref, { scroll: false })}>
      <DialogContent className="max-w-xl" aria-busy="true">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>Loading appointment data...</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-6 w-full" />
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
