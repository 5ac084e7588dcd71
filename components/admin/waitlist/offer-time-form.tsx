"use client";

import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { fieldClasses } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { offerWaitlistTimeAction } from "@/lib/actions/waitlist";
import { offerByHandSchema } from "@/lib/validations/waitlist";
import { cn } from "@/lib/utils";

/** The owner offers one of the day's free times to a waiting client (held 30 minutes, emailed). */
export function OfferTimeForm({
  entryId,
  clientName,
  times,
}: {
  entryId: number;
  clientName: string;
  times: { id: number; label: string }[];
}) {
  const { pending, form, value } = useActionForm(offerWaitlistTimeAction, {
    schema: offerByHandSchema,
    failureTitle: "Time not offered",
    onSuccess: ({ message }) => toast({ title: "Time offered", description: message }),
  });
  const id = `offer-${entryId}-time`;
  return (
    <form {...form} aria-label={`Offer a time to ${clientName}`} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <input type="hidden" name="entryId" value={entryId} />
      <div className="grid gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          Free time
        </label>
        <select
          id={id}
          name="timeSlotId"
          defaultValue={value("timeSlotId", String(times[0]?.id ?? ""))}
          className={cn(fieldClasses, "h-11 appearance-auto px-3")}
        >
          {times.map((t) => (
            <option key={t.id} value={t.id}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={pending}>
        Offer this time<span className="sr-only"> to {clientName}</span>
      </Button>
    </form>
  );
}
