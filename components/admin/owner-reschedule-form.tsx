"use client";

import { useRouter } from "next/navigation";
import { CalendarCheck } from "lucide-react";

import { TimeChange } from "@/components/booking/time-change";
import { useActionForm } from "@/components/ui/action-form";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { rescheduleAsOwnerAction } from "@/lib/actions/appointments";
import type { AdminAppointment } from "@/lib/admin/types";
import { formatDayKey, formatLongDate, formatTime12, formatTimeWithZone } from "@/lib/format";
import { ownerRescheduleFormSchema } from "@/lib/validations/owner-appointments";
import { OwnerTimeFields, useOwnerTime } from "./owner-time-fields";
import { usePracticeZone } from "./zone";

/** The owner's reschedule: the time chooser, the current time beside the new one, then Move Session. */
export function OwnerRescheduleForm({
  appointment: a,
  serviceId,
  doneHref,
}: {
  appointment: AdminAppointment;
  serviceId: number;
  doneHref: string;
}) {
  const router = useRouter();
  const zone = usePracticeZone();
  const { state, pending, errors, form } = useActionForm(rescheduleAsOwnerAction, {
    schema: ownerRescheduleFormSchema,
    failureTitle: "Could not reschedule",
    onSuccess: () => {
      toast({
        title: "Appointment rescheduled",
        description: `${a.serviceName} with ${a.clientFirstName} is moved. The client was emailed.`,
      });
      router.push(doneHref);
    },
  });
  const time = useOwnerTime(state);

  return (
    <form {...form} onSubmit={time.guard(form.onSubmit)} aria-label="Move the session" className="grid gap-6">
      <input type="hidden" name="id" value={a.id} />
      <section aria-labelledby="new-time-heading" className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <h2 id="new-time-heading" className="font-display text-2xl font-semibold">
          Choose the new time
        </h2>
        <OwnerTimeFields time={time} serviceId={serviceId} inPerson={!a.isVirtual} reschedulingId={a.id} errors={errors} />
      </section>

      <section aria-labelledby="change-heading" className="grid gap-5 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <h2 id="change-heading" className="font-display text-2xl font-semibold">
          The change
        </h2>
        <TimeChange
          current={{ date: formatLongDate(a.startsAt, zone), time: formatTimeWithZone(a.startsAt, zone) }}
          chosen={time.chosen && { date: formatDayKey(time.chosen.date), time: formatTime12(time.chosen.time) }}
          placeholder="Choose a time above."
        />
        {time.problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {time.problem}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">
          The client is emailed the new time with a calendar update. The payment carries over.
        </p>
        <div className="flex flex-col-reverse gap-3 border-t border-border pt-5 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => router.push(doneHref)}>
            Keep Current Time
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? (
              <Spinner size="sm" label="Moving..." className="[&_svg]:text-primary-foreground" />
            ) : (
              <CalendarCheck aria-hidden="true" />
            )}
            {pending ? "Moving..." : "Move Session"}
          </Button>
        </div>
      </section>
    </form>
  );
}
