import type { Metadata } from "next";
import Link from "next/link";
import { ArrowLeft, Compass } from "lucide-react";

import { Button } from "@/components/ui/button";
import { SiteShell } from "@/components/site/site-shell";

export const metadata: Metadata = { title: "Page Not Found", robots: { index: false } };

/**
 * The app-wide 404 (unknown paths and notFound() from any page). It renders the public
 * shell itself because the root not-found boundary sits above the (site) layout.
 */
export default function NotFound() {
  return (
    <SiteShell>
      <section className="flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
        <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 text-center shadow-sm sm:p-12">
          <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Compass className="size-7" aria-hidden="true" />
          </div>
          <h1 className="text-3xl font-semibold text-foreground sm:text-4xl">404 Page Not Found</h1>
          <p className="mt-4 text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild size="lg" className="mt-8">
            <Link href="/">
              <ArrowLeft aria-hidden="true" />
              Back to Home
            </Link>
          </Button>
        </div>
      </section>
    </SiteShell>
  );
}
