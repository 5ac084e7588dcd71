"use client";

import { useRef, type KeyboardEvent } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { ChevronDown, Menu } from "lucide-react";

import { cn } from "@/lib/utils";
import { ADMIN_NAV, isCurrentNav } from "./nav";

const focusRing = "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring";

/**
 * The admin's own menu under the header, every section in it; the current page is marked
 * (aria-current). From 1280 px up: rows of links, every section in sight. Below: a "Menu"
 * button (a native <details>, so it opens before any script runs) showing the current section,
 * which opens the list of every section; Escape or choosing a section closes it.
 */
export function AdminNav() {
  const pathname = usePathname();
  const details = useRef<HTMLDetailsElement>(null);
  const current = ADMIN_NAV.find(({ href }) => isCurrentNav(pathname, href));

  const close = () => details.current?.removeAttribute("open");
  function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== "Escape" || !details.current?.open) return;
    event.preventDefault();
    close();
    details.current.querySelector("summary")?.focus();
  }

  return (
    <nav aria-label="Admin" className="border-b border-border bg-card/60">
      {/* Phones and tablets: a menu. Remounted closed on each page. */}
      <details key={pathname} ref={details} className="group mx-auto w-full max-w-7xl xl:hidden" onKeyDown={closeOnEscape}>
        <summary
          className={cn(
            "flex min-h-12 cursor-pointer list-none items-center gap-2 px-4 text-sm font-medium sm:px-6 [&::-webkit-details-marker]:hidden",
            focusRing,
          )}
        >
          <Menu aria-hidden="true" className="size-5" />
          <span>Menu</span>
          {current ? (
            <span className="min-w-0 truncate text-muted-foreground">
              <span aria-hidden="true">· </span>
              <span className="sr-only">, current section: </span>
              {current.label}
            </span>
          ) : null}
          <ChevronDown aria-hidden="true" className="ml-auto size-4 text-muted-foreground transition-transform group-open:rotate-180" />
        </summary>
        <ul className="grid gap-1 border-t border-border px-2 py-2 sm:grid-cols-2 sm:px-4">
          {ADMIN_NAV.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <Link
                href={href}
                onClick={close}
                aria-current={isCurrentNav(pathname, href) ? "page" : undefined}
                className={cn(
                  "flex min-h-12 items-center gap-3 rounded-md px-3 text-base font-medium text-foreground transition-colors hover:bg-accent",
                  "aria-[current=page]:bg-primary-soft aria-[current=page]:text-accent-foreground",
                  focusRing,
                )}
              >
                <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </details>

      {/* Desktop: one row of links. */}
      <ul className="mx-auto hidden w-full max-w-7xl flex-wrap gap-x-1 px-4 xl:flex xl:px-6">
        {ADMIN_NAV.map(({ href, label, icon: Icon }) => {
          const isCurrent = isCurrentNav(pathname, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={isCurrent ? "page" : undefined}
                className={cn(
                  "relative inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
                  focusRing,
                  "after:absolute after:inset-x-2 after:bottom-0 after:h-0.5 after:rounded-full",
                  isCurrent && "text-foreground after:bg-primary",
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
