import { Link } from "@/components/ui/link";
import { CalendarPlus, Menu } from "lucide-react";

import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { DesktopNav } from "@/components/site/desktop-nav";
import { Logo } from "@/components/site/logo";
import { MobileNav } from "@/components/site/mobile-nav";
import { UserMenu } from "@/components/site/user-menu";

/**
 * The public header. A server component with small client leaves (active link, account,
 * drawer): it reads no cookies, so the pages under it stay static. The leaves get their button
 * classes from here, so neither the UI kit's Button nor its class merging ships to the browser
 * (that is, no tailwind-merge or class-variance-authority on public pages).
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background">
      <div className="mx-auto flex h-18 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Logo className="mr-auto lg:mr-0" />
        <DesktopNav className="mx-auto hidden lg:block" />
        <div className="flex items-center gap-2">
          <Button asChild className="hidden sm:inline-flex">
            <Link href="/schedule">
              <CalendarPlus aria-hidden="true" />
              Book Session
            </Link>
          </Button>
          <UserMenu
            className="hidden lg:inline-flex"
            loginClassName={cn(buttonVariants({ variant: "outline" }), "w-24 hidden lg:inline-flex [[data-signed-in]_&]:invisible")}
          />
          <MobileNav
            className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "lg:hidden")}
            icon={<Menu className="size-6" aria-hidden="true" />}
          />
        </div>
      </div>
    </header>
  );
}
