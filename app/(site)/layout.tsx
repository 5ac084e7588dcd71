import { SiteShell } from "@/components/site/site-shell";

// Every public page is static and rendered again at least once a minute (SHARED_FRESHNESS_SECONDS,
// lib/content/revalidate.ts): an owner's change reaches every instance within a minute, and the
// instance that took it at once. The lowest value in a route wins, so no page sets a longer one.
export const revalidate = 60;

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
