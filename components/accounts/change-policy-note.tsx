import { Link } from "@/components/ui/link";
import { Mail, Phone } from "lucide-react";

import { cancellationPolicy } from "@/lib/booking/policy";
import { siteConfig } from "@/lib/site-config";

const linkClasses = "font-medium text-primary underline underline-offset-4 hover:no-underline";

/**
 * In place of Reschedule and Cancel once the policy's cutoff has passed: the policy itself (worded
 * from the same settings the server enforces) and the practice's phone and email.
 */
export function ChangePolicyNote() {
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-sand/40 p-4 text-sm" data-testid="change-policy-note">
      <p>{cancellationPolicy()}</p>
      <p>To change or cancel this session, call or email us:</p>
      <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
        <li className="flex min-w-0 items-center gap-2">
          <Phone className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <a href={siteConfig.phoneHref} className={`${linkClasses} whitespace-nowrap`}>
            <span className="sr-only">Call </span>
            {siteConfig.phone}
          </a>
        </li>
        <li className="flex min-w-0 items-center gap-2">
          <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <a href={`mailto:${siteConfig.email}`} className={`${linkClasses} min-w-0 [overflow-wrap:anywhere]`}>
            <span className="sr-only">Email </span>
            {siteConfig.email}
          </a>
        </li>
      </ul>
      <p>
        <Link href="/cancellation-policy" className={linkClasses}>
          Read the cancellation policy
        </Link>
      </p>
    </div>
  );
}
