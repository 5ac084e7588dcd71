"use client";

import type { RefObject } from "react";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { CalendarPlus } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Separator } from "@/components/ui/separator";
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { cn } from "@/lib/utils";
import { siteConfig } from "@/lib/site-config";
import { LogoMark } from "@/components/site/logo";
import { accountNav, isActivePath, mainNav } from "@/components/site/navigation";
import { useLogout } from "@/components/site/use-logout";
import { useRouteSession } from "@/components/site/use-route-session";

const linkClasses =
  "flex min-h-12 items-center rounded-lg px-3 text-base font-medium text-foreground transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-[current=page]:bg-primary-soft aria-[current=page]:text-accent-foreground";

/**
 * The side drawer used below the desktop breakpoint: same links as the header, plus the account.
 * Loaded on the first tap of the menu button (see mobile-nav.tsx).
 */
export default function MobileDrawer({
  open,
  setOpen,
  returnFocusTo,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const pathname = usePathname();
  const session = useRouteSession();
  const onLogout = useLogout();
  const user = session.status === "ready" ? session.user : null;

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent
        side="right"
        className="gap-0"
        // The trigger lives outside this lazily loaded part: hand focus back to it on close.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetHeader className="flex-row items-center gap-3 border-b border-border">
          <LogoMark className="size-9" />
          <div>
            <SheetTitle>{siteConfig.name}</SheetTitle>
            <SheetDescription className="sr-only">Site navigation</SheetDescription>
          </div>
        </SheetHeader>

        <nav aria-label="Mobile" className="flex flex-1 flex-col gap-5 p-4">
          <ul className="flex flex-col gap-1">
            {mainNav.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  aria-current={isActivePath(pathname, link.href) ? "page" : undefined}
                  className={linkClasses}
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>

          <Button asChild size="lg" className="w-full">
            <Link href="/schedule" onClick={() => setOpen(false)}>
              <CalendarPlus aria-hidden="true" />
              Book Session
            </Link>
          </Button>

          <Separator />

          {/* Account area: keeps its height while the session loads. */}
          <div className={cn("min-h-12", session.status === "loading" && "invisible")}>
            {user ? (
              <div className="flex flex-col gap-1">
                <p className="px-3 pb-1 text-sm text-muted-foreground [overflow-wrap:anywhere]">
                  Signed in as <span className="font-medium text-foreground">{user.firstName}</span>
                </p>
                <ul className="flex flex-col gap-1">
                  {accountNav.map((link) => (
                    <li key={link.label}>
                      <Link href={link.href} className={linkClasses} onClick={() => setOpen(false)}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
                <button
                  type="button"
                  className={cn(linkClasses, "w-full text-left")}
                  onClick={() => {
                    setOpen(false);
                    void onLogout();
                  }}
                >
                  Logout
                </button>
              </div>
            ) : (
              <Button asChild variant="outline" size="lg" className="w-full">
                <Link href="/auth" onClick={() => setOpen(false)}>
                  Login
                </Link>
              </Button>
            )}
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
