import { siteConfig, type CancellationSettings } from "@/lib/site-config";

// The booking policy as clients read it, worded once from the settings in lib/site-config.ts: the
// confirmation step, the confirmation email (and any later page that states the policy) say the
// same sentence the rules are enforced by. No server code: client components use it too.

const hours = (n: number) => `${n} ${n === 1 ? "hour" : "hours"}`;

/** "48 hours": how long before the start changes close. */
export const cutoffText = (settings: CancellationSettings = siteConfig.booking.cancellation) => hours(settings.cutoffHours);

/**
 * "You can cancel or reschedule up to 48 hours before your session starts for a full refund. Within
 * 48 hours of the start, please contact us."
 */
export function cancellationPolicy(settings: CancellationSettings = siteConfig.booking.cancellation): string {
  const cutoff = cutoffText(settings);
  const refund = settings.refund === "full" ? " for a full refund" : "; payments are not refunded";
  return `You can cancel or reschedule up to ${cutoff} before your session starts${refund}. Within ${cutoff} of the start, please contact us.`;
}

/**
 * Where a client finds and manages a booking: virtual sessions on My Virtual Sessions (with the
 * Join link); in-person ones on the profile until the client area lists every appointment.
 */
export function manageBookingLink(isVirtual: boolean): { href: string; label: string } {
  return isVirtual ? { href: "/virtual-sessions", label: "My Virtual Sessions" } : { href: "/profile", label: "My Profile" };
}
