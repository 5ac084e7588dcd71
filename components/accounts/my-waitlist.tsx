import { BellRingIcon } from "lucide-react";

import { LeaveWaitlistButton } from "@/components/accounts/leave-waitlist";
import { Link } from "@/components/ui/link";
import { formatDayKey, formatLongDate, formatTimeWithZone } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import { DAY_PART_LABELS } from "@/lib/validations/waitlist";
import type { WaitlistEntryDTO } from "@/lib/waitlist/entries";
import { waitlistOfferPath } from "@/lib/waitlist/links";

/**
 * My Appointments' "Waitlist": the client's waiting entries in the order they joined, the time held
 * for them if one was offered, and Leave (a form that works before JavaScript).
 */
export function MyWaitlist({ entries, timeZone }: { entries: WaitlistEntryDTO[]; timeZone: string | null }) {
  const zone = timeZone ?? siteConfig.timeZone;
  return (
    <section aria-labelledby="waitlist-heading" className="flex flex-col gap-4">
      <h2 id="waitlist-heading" className="text-2xl font-semibold">
        Waitlist
      </h2>
      <p className="text-sm text-muted-foreground">
        When a time that suits you opens up, we hold it for you for 30 minutes and email you. Each entry ends after its last day.
      </p>
      <ul className="grid gap-4 lg:grid-cols-2" aria-labelledby="waitlist-heading">
        {entries.map((e) => (
          <li key={e.id} className="grid gap-3 rounded-lg border border-border bg-card p-4 text-sm">
            <div className="flex items-start gap-3">
              <BellRingIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
              <div className="grid min-w-0 gap-1">
                <h3 className="font-display text-base font-semibold [overflow-wrap:anywhere]">{e.serviceName}</h3>
                <p>{e.dates.map((d) => formatDayKey(d, "EEE, MMM d")).join(" · ")}</p>
                <p className="text-muted-foreground">{e.dayPart ? DAY_PART_LABELS[e.dayPart] : "Any time of day"}</p>
              </div>
            </div>
            {e.offer && (
              <p className="rounded-md bg-primary-soft px-3 py-2">
                A time is held for you: {formatLongDate(e.offer.startsAt, zone)} at {formatTimeWithZone(e.offer.startsAt, zone)}, until{" "}
                {formatTimeWithZone(e.offer.expiresAt, zone)}.{" "}
                <Link href={waitlistOfferPath(e.offer.id)} className="font-medium underline">
                  Book this time
                </Link>
              </p>
            )}
            <div>
              <LeaveWaitlistButton entryId={e.id} serviceName={e.serviceName} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
