import { revalidatePath } from "next/cache";
import { log } from "@/lib/ops/log";

// The public pages that render the practice's services and settings. After the owner changes
// them (and the change committed), these pages are rendered again on their next visit: no rebuild.
export const SERVICE_PAGES = ["/", "/services", "/schedule"] as const;
/** The pages that show the practitioner's profile, credentials and testimonials. */
export const PROFILE_PAGES = ["/", "/about"] as const;

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
