import { TimerIcon } from "lucide-react";
import type { CurrentHold } from "@/lib/appointments/hold";
import { sessionTime, zonedTime } from "@/lib/format";
import { Button } from "@/components/ui/button";
import { useTimeZone } from "@/components/booking/time-zone";

type HoldOfferProps = {
  hold: CurrentHold;
  serviceName: string;
  onContinue: () => void;
  onDismiss: () => void;
};

/**
 * The client already holds a time (reserved in another tab, or before the browser session's draft
 * was lost): offered back on step 1, so they continue to payment instead of finding it missing
 * from the list for 30 minutes. "Not now" leaves it held (and listed for them on the date step).
 */
export function HoldOffer({ hold, serviceName, onContinue, onDismiss }: HoldOfferProps) {
  // In the client's zone, as the date step and the payment step show it.
  const { clientZone, practiceZone } = useTimeZone();
  const when = sessionTime(hold.slot.startsAt, { clientZone, inPerson: !hold.isVirtual, practiceZone });
  const until = zonedTime(hold.holdExpiresAt, clientZone ?? practiceZone);
  return (
    <section
      aria-labelledby="hold-offer-title"
      className="mb-6 grid gap-3 rounded-lg border border-primary/25 bg-primary-soft p-4 text-sm sm:p-5"
    >
      <div className="flex items-start gap-3">
        <TimerIcon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h3 id="hold-offer-title" className="font-display text-base font-semibold">
            You have a time on hold
          </h3>
          <p className="text-muted-foreground">
            <span className="font-medium text-foreground">{serviceName}</span> on {when.longDate} at {when.line} is held for you until{" "}
            {until.timeWithZone}.
          </p>
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDismiss}>
          Not now
        </Button>
        <Button onClick={onContinue}>Continue with this time</Button>
      </div>
    </section>
  );
}
