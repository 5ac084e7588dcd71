import { Link } from "@/components/ui/link";

import { cn } from "@/lib/utils";
import { siteConfig } from "@/lib/site-config";

/** The practice's mark: a lotus in a sage circle (same drawing as app/icon.svg). */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={cn("size-10 shrink-0", className)}>
      <circle cx="20" cy="20" r="20" fill="#3d6b52" />
      <g fill="none" stroke="#fcfaf6" strokeWidth="1.7" strokeLinejoin="round" strokeLinecap="round">
        <path d="M20 11.5c3 3.2 3 10.3 0 13.5c-3-3.2-3-10.3 0-13.5Z" />
        <path d="M18.6 24.6c-3.9-.4-7.1-3.6-7.6-8.1c3.4.3 6.1 2 7.5 4.6" />
        <path d="M21.4 24.6c3.9-.4 7.1-3.6 7.6-8.1c-3.4.3-6.1 2-7.5 4.6" />
        <path d="M11.5 28.5c5.6-2.3 11.4-2.3 17 0" />
      </g>
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      className={cn(
        "group inline-flex min-h-11 items-center gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring",
        className,
      )}
    >
      <LogoMark className="transition-transform duration-300 group-hover:rotate-6" />
      <span className="flex flex-col leading-none">
        <span className="font-display text-lg font-semibold tracking-tight text-foreground">{siteConfig.name}</span>
        <span className="mt-1 text-[0.7rem] font-medium uppercase tracking-[0.16em] text-muted-foreground">{siteConfig.tagline}</span>
      </span>
    </Link>
  );
}
