import Link from "next/link";
import { CalendarPlus } from "lucide-react";

import { Button } from "@/components/ui/button";
import { DesktopNav } from "@/components/site/desktop-nav";
import { Logo } from "@/components/site/logo";
import { MobileNav } from "@/components/site/mobile-nav";
import { UserMenu } from "@/components/site/user-menu";

/**
 * The public header. A server component with small client leaves (active link, account,
 * drawer): it reads no cookies, so the pages under it stay static.
 */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/80">
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
          <UserMenu className="hidden lg:inline-flex" />
          <MobileNav className="lg:hidden" />
        </div>
      </div>
    </header>
  );
}
