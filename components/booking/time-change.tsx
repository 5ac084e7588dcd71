import { ArrowRight } from "lucide-react";

type When = { date: string; time: string };

/** A move's current time beside the new one (still to choose: `placeholder`), for the client's and the owner's reschedule. */
export function TimeChange({ current, chosen, placeholder }: { current: When; chosen: When | null; placeholder: string }) {
  return (
    <dl className="grid gap-4 text-sm sm:grid-cols-[1fr_auto_1fr] sm:items-stretch">
      <div className="grid content-start gap-1 rounded-lg border border-border p-4">
        <dt className="text-muted-foreground">Current time</dt>
        <dd className="font-medium [overflow-wrap:anywhere]">
          {current.date}
          <span className="block font-normal">{current.time}</span>
        </dd>
      </div>
      <ArrowRight className="hidden size-5 self-center text-muted-foreground sm:block" aria-hidden="true" />
      <div className="grid content-start gap-1 rounded-lg border border-primary/40 bg-primary-soft/50 p-4" aria-live="polite">
        <dt className="text-muted-foreground">New time</dt>
        <dd className="font-medium [overflow-wrap:anywhere]">
          {chosen ? (
            <>
              {chosen.date}
              <span className="block font-normal">{chosen.time}</span>
            </>
          ) : (
            <span className="font-normal text-muted-foreground">{placeholder}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
