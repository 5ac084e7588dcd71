"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";

import { isActivePath, mainNav } from "@/components/site/navigation";

// Static class names (no class merging, which would ship tailwind-merge with the header).
const linkClasses = [
  "relative inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring xl:px-3",
  "after:absolute after:inset-x-2.5 after:bottom-1.5 after:h-0.5 after:rounded-full after:bg-primary after:opacity-0 after:transition-opacity xl:after:inset-x-3",
  "aria-[current=page]:text-foreground aria-[current=page]:after:opacity-100",
].join(" ");

/** The header's links; the current section is marked with aria-current="page". */
export function DesktopNav({ className }: { className?: string }) {
  const pathname = usePathname();
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-0.5 xl:gap-1">
        {mainNav.map((link) => {
          const active = isActivePath(pathname, link.href);
          return (
            <li key={link.href}>
              <Link href={link.href} aria-current={active ? "page" : undefined} className={linkClasses}>
                {link.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
