"use client";

import { useTransition, type ComponentProps } from "react";
import { useRouter } from "next/navigation";
import { RefreshCw } from "lucide-react";

import { Button } from "@/components/ui/button";

/**
 * Reads the page's server data again (router.refresh()): the server components re-render and
 * stream their new data while the current view stays, so nothing flashes. Spins while it runs.
 */
export function RefreshButton({ children, ...props }: Omit<ComponentProps<typeof Button>, "onClick" | "disabled">) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Button {...props} onClick={() => startTransition(() => router.refresh())} disabled={pending}>
      <RefreshCw aria-hidden="true" className={pending ? "animate-spin motion-reduce:animate-none" : undefined} />
      {children}
    </Button>
  );
}
