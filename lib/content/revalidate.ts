import { revalidatePath } from "next/cache";
import { log } from "@/lib/ops/log";

// The public pages that render the practice's services and settings. After the owner changes
// them (and the change committed), these pages are rendered again on their next visit: no rebuild.
export const SERVICE_PAGES = ["/", "/services", "/schedule"] as const;
/** The pages that show the intro offer (the promo code marked as such, lib/offers/intro-offer.ts). */
export const INTRO_OFFER_PAGES = ["/", "/services"] as const;
/** The pages that show the practitioner's profile, credentials and testimonials. */
export const PROFILE_PAGES = ["/", "/about"] as const;

/**
 * How long another instance may show a public page or cached public data from before the owner's
 * change, in seconds. revalidatePath/revalidateTag refresh only the instance that handled the
 * change (each `next start` keeps its own cache; on Vercel the cache is shared and they refresh
 * everywhere at once), so with several instances every public page and cached read also expires
 * after this long. Segment configs need a literal: app/(site)/layout.tsx repeats it.
 */
export const SHARED_FRESHNESS_SECONDS = 60;

export function revalidatePages(paths: readonly string[]): void {
  for (const path of paths) {
    try {
      revalidatePath(path);
    } catch (error) {
      // Outside a Next.js request (scripts, tests) nothing is cached, so there is nothing to refresh.
      if (error instanceof Error && /store missing/.test(error.message)) return;
      log("error", "revalidating a page failed", { path, error });
    }
  }
}
