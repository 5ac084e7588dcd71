import { CheckIcon } from "lucide-react";
import { cn } from "@/lib/utils";
import { BOOKING_STEPS, type Step } from "@/components/booking/booking-state";

/** Five numbered steps; the current one is marked for screen readers with aria-current. */
export function StepIndicator({ step }: { step: Step }) {
  return (
    <nav aria-label="Booking progress" className="mb-6 sm:mb-8">
      <p className="mb-3 text-sm font-medium text-muted-foreground sm:sr-only">
        Step {step} of {BOOKING_STEPS.length}: {BOOKING_STEPS[step - 1].title}
      </p>
      <ol className="flex items-center gap-1.5 sm:gap-2">
        {BOOKING_STEPS.map((item, index) => {
          const number = index + 1;
          // The last step is reached only when the booking is done: it shows as completed.
          const done = number < step || (number === step && step === BOOKING_STEPS.length);
          const current = number === step && !done;
          return (
            <li key={item.title} aria-current={number === step ? "step" : undefined} className="flex flex-1 items-center gap-1.5 sm:gap-2">
              <span
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full border text-sm font-semibold transition-colors",
                  done && "border-primary bg-primary text-primary-foreground",
                  current && "border-primary bg-primary-soft text-primary ring-2 ring-primary/25",
                  !done && !current && "border-border bg-card text-muted-foreground",
                )}
              >
                {done ? <CheckIcon className="size-4" aria-hidden="true" /> : <span aria-hidden="true">{number}</span>}
                <span className="sr-only">
                  {`Step ${number}: ${item.title}`}
                  {number === step ? " (current)" : done ? " (completed)" : ""}
                </span>
              </span>
              <span
                aria-hidden="true"
                className={cn("hidden text-sm lg:inline", number === step ? "font-semibold text-foreground" : "text-muted-foreground")}
              >
                {item.short}
              </span>
              {number < BOOKING_STEPS.length && (
                <span aria-hidden="true" className={cn("h-px flex-1 rounded-full", done ? "bg-primary" : "bg-border")} />
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
