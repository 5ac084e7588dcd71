import { Gift } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import type { IntroOffer } from "@/lib/offers/intro-offer";
import { cn } from "@/lib/utils";

/**
 * The intro offer on the home and services pages: the owner's words and a link that opens the
 * booking wizard with the code (and its service). Server-rendered; nothing when there is no offer.
 */
export function IntroOfferBanner({ offer, className }: { offer: IntroOffer | null; className?: string }) {
  if (!offer) return null;
  return (
    <section
      aria-labelledby="intro-offer-heading"
      data-testid="intro-offer"
      className={cn(
        "flex flex-col gap-4 rounded-2xl border border-primary/20 bg-primary-soft p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6",
        className,
      )}
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-card text-primary" aria-hidden="true">
          <Gift className="size-5" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h2 id="intro-offer-heading" className="text-lg font-semibold text-foreground">
            Intro offer: {offer.discount}
          </h2>
          <p className="[overflow-wrap:anywhere] leading-relaxed text-accent-foreground">{offer.text}</p>
        </div>
      </div>
      {/* A long code wraps inside the button on a phone. */}
      <Button asChild className="h-auto min-h-11 w-full shrink-0 flex-wrap whitespace-normal py-2 text-center sm:w-fit">
        <Link href={offer.href}>
          Book with code <span className="break-all font-mono">{offer.code}</span>
        </Link>
      </Button>
    </section>
  );
}
