"use client";

import { useTransition, type FormEvent } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { LogOut, RefreshCw } from "lucide-react";
import { z } from "zod";

import { LogoMark } from "@/components/site/logo";
import { Button } from "@/components/ui/button";
import { useActionForm } from "@/components/ui/action-form";
import { toast, toastError } from "@/components/ui/toast";
import { adminLogoutAction } from "@/lib/actions/admin-session";
import { IDLE } from "@/lib/actions/state";
import { cn } from "@/lib/utils";

const NO_FIELDS = z.object({});

/** The rejection Next gives an action whose answer is a redirect (here: the page, now signed out). */
const isRedirect = (error: unknown) => String((error as { digest?: unknown } | null)?.digest ?? "").startsWith("NEXT_REDIRECT");

/** Logo, Refresh (reads the server data again, keeping the URL) and Logout. */
export function AdminHeader({ siteName, adminName }: { siteName: string; adminName: string }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [leaving, startLeaving] = useTransition();
  // Before the page hydrates the form posts itself and the action answers with the login page.
  const { form } = useActionForm(adminLogoutAction, { schema: NO_FIELDS, failureTitle: "Logout failed" });

  // After: the action is called here rather than by the form, so its answer is told although the
  // page goes (ending the session re-renders this page, which then sends the browser to the login).
  function logout(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    startLeaving(async () => {
      let failure: string | null = null;
      try {
        const state = await adminLogoutAction(IDLE, new FormData());
        if (state.status === "error") failure = state.message;
      } catch (error) {
        if (!isRedirect(error)) failure = "Please try again.";
      }
      if (failure !== null) return toastError({ title: "Logout failed", description: failure || "Please try again." });
      toast({ title: "Logged out", description: "You have been logged out successfully." });
      router.replace("/admin/login");
    });
  }

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Link
          href="/admin/dashboard"
          className="inline-flex min-h-11 min-w-0 items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring"
        >
          <LogoMark className="size-9" />
          <span className="flex min-w-0 flex-col leading-none">
            <span className="truncate font-display text-base font-semibold tracking-tight sm:text-lg">{siteName}</span>
            <span className="mt-1 text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted-foreground">Admin</span>
          </span>
        </Link>
        <div className="flex items-center gap-2">
          <span className="hidden text-sm text-muted-foreground md:inline">Signed in as {adminName}</span>
          <Button variant="outline" size="sm" className="h-10" disabled={refreshing} onClick={() => startRefresh(() => router.refresh())}>
            <RefreshCw aria-hidden="true" className={cn(refreshing && "animate-spin motion-reduce:animate-none")} />
            <span className="sr-only sm:not-sr-only">{refreshing ? "Refreshing..." : "Refresh"}</span>
          </Button>
          <form {...form} onSubmit={logout}>
            <Button type="submit" variant="ghost" size="sm" className="h-10" disabled={leaving}>
              <LogOut aria-hidden="true" />
              <span className="sr-only sm:not-sr-only">{leaving ? "Logging out..." : "Logout"}</span>
            </Button>
          </form>
        </div>
      </div>
    </header>
  );
}
