"use client";

import dynamic from "next/dynamic";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { useRouteSession } from "@/components/site/use-route-session";

// Most visitors are logged out: the menu's code (Radix dropdown) loads only for members.
const AccountMenu = dynamic(() => import("@/components/site/account-menu"), {
  loading: () => <div aria-hidden="true" className="hidden h-11 w-28 lg:block" />, // the header shows it from lg up
});

/** Header account area: "Login" when logged out, a menu with the first name when logged in. */
export function UserMenu({ className }: { className?: string }) {
  const session = useRouteSession();

  if (session.status === "loading") {
    // Same footprint as the Login button, so nothing shifts when the session arrives.
    return <div aria-hidden="true" data-testid="user-menu-placeholder" className={cn("h-11 w-24", className)} />;
  }

  if (!session.user) {
    return (
      <Button asChild variant="outline" className={cn("w-24", className)}>
        <Link href="/auth">Login</Link>
      </Button>
    );
  }
  return <AccountMenu user={session.user} className={className} />;
}
