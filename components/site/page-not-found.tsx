import Link from "next/link";
import { ArrowLeft, Compass } from "lucide-react";

import { Button } from "@/components/ui/button";

const home = { href: "/", label: "Back to Home" };

/** The 404 content (the spec's texts); each not-found boundary puts it in its own frame. */
export function PageNotFound({ back = home }: { back?: { href: string; label: string } }) {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 text-center shadow-sm sm:p-12">
        <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Compass className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-3xl font-semibold text-foreground sm:text-4xl">404 Page Not Found</h1>
        <p className="mt-4 text-muted-foreground">Did you forget to add the page to the router?</p>
        <Button asChild size="lg" className="mt-8">
          <Link href={back.href}>
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
      </div>
    </section>
  );
}
