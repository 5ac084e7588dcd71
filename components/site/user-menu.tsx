"use client";

import dynamic from "next/dynamic";
import { Link } from "@/components/ui/link";

import { useRouteSession } from "@/components/site/use-route-session";

// Most visitors are logged out: the menu's code (Radix dropdown) loads only for members.
const AccountMenu = dynamic(() => import("@/components/site/account-menu"), {
  loading: () => <div aria-hidden="true" className="hidden h-11 w-28 lg:block" />, // the header shows it from lg up
});

/**
 * Header account area: "Login" when logged out, a menu with the first name when logged in.
 * `loginClassName` is the Login button's full class list (the header computes it from the UI kit's
 * button styles on the server, so this leaf ships no Button or class merging).
 */
export function UserMenu({ className, loginClassName }: { className?: string; loginClassName: string }) {
  const session = useRouteSession();

  if (session.status === "loading") {
    // Same footprint as the Login button, so nothing shifts when the session arrives.
    return <div aria-hidden="true" data-testid="user-menu-placeholder" className={`h-11 w-24 ${className ?? ""}`} />;
  }

  if (!session.user) {
    return (
      <Link href="/auth" data-slot="button" className={loginClassName}>
        Login
      </Link>
    );
  }
  return <AccountMenu user={session.user} className={className} />;
}
