"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/utils";
import { ADMIN_NAV, isCurrentNav } from "./nav";

/**
 * The admin's own menu under the header: one row of links that scrolls sideways on a phone
 * rather than wrapping or hiding behind a button; the current page is marked (aria-current).
 */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Admin" className="border-b border-border bg-card/60">
      <ul className="mx-auto flex w-full max-w-7xl snap-x gap-1 overflow-x-auto px-2 [scrollbar-width:thin] sm:px-4 lg:px-6">
        {ADMIN_NAV.map(({ href, label, icon: Icon }) => {
          const current = isCurrentNav(pathname, href);
          return (
            <li key={href} className="shrink-0 snap-start">
              <Link
                href={href}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "relative inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
                  "after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full",
                  current && "text-foreground after:bg-primary",
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
