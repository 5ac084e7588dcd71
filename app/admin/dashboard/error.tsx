"use client";

import { useEffect, useTransition } from "react";
import { useRouter } from "next/navigation";
import { RefreshCw } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toastError } from "@/components/ui/toast";

// A failed load shows the toast 'Error' / 'Failed to load appointment data'.
export default function DashboardError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  useEffect(() => {
    toastError({ title: "Error", description: "Failed to load appointment data" });
  }, []);

  return (
    <main id="main" className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-semibold">Error</h1>
      <p role="alert" className="text-muted-foreground">
        Failed to load appointment data
      </p>
      <Button
        disabled={pending}
        onClick={() =>
          startTransition(() => {
            router.refresh();
            reset();
          })
        }
      >
        <RefreshCw aria-hidden="true" /> Try again
      </Button>
    </main>
  );
}
