import type { ReactNode } from "react";

import { cancellationPolicy } from "@/lib/booking/policy";

/**
 * A policy page opened from inside the booking wizard: in a new tab, so the client's place in the
 * wizard (and a half-filled form) stays where it is. The visible text names the policy; the new
 * tab is announced in the surrounding sentence.
 */
export function PolicyLink({ href, children }: { href: "/privacy" | "/terms" | "/cancellation-policy"; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-medium text-foreground underline underline-offset-4 hover:text-primary">
      {children}
    </a>
  );
}

/** The cancellation policy sentence with a link to the full policy: the service and payment steps. */
export function CancellationPolicyNote({
  id,
  className = "text-sm text-muted-foreground",
  free = false,
}: {
  id?: string;
  className?: string;
  /** Nothing is paid: no refund is promised. */
  free?: boolean;
}) {
  return (
    <p id={id} className={className}>
      {cancellationPolicy(undefined, { free })} <PolicyLink href="/cancellation-policy">Cancellation Policy</PolicyLink> (opens in a new
      tab).
    </p>
  );
}
