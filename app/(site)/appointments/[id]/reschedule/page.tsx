import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ArrowLeft } from "lucide-react";

import { ChangePolicyNote } from "@/components/accounts/change-policy-note";
import { RescheduleForm } from "@/components/accounts/reschedule-form";
import { TimeZoneProvider } from "@/components/booking/time-zone";
import { whenWords } from "@/lib/accounts/appointment-display";
import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import { getAppointmentForClient } from "@/lib/accounts/client-data";
import { requireUser } from "@/lib/accounts/guards";
import { CHANGE_MESSAGES } from "@/lib/booking/policy";
import { AppError } from "@/lib/errors";
import { siteConfig } from "@/lib/site-config";
import { idField } from "@/lib/validations/fields";

export const metadata: Metadata = { title: "Reschedule Your Session", robots: { index: false, follow: false } };

/**
 * A bookmarkable page to move one of the client's own sessions. Anyone else's id, or one that does
 * not exist, is "not found" (no hint that it exists). No loading.tsx here: the 404 keeps its status.
 */
export default async function ReschedulePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser(`/appointments/${encodeURIComponent(id)}/reschedule`);
  const parsed = idField().safeParse(id);
  // Ids are 32-bit in the database: a larger number names no appointment.
  if (!parsed.success || parsed.data > 2_147_483_647) notFound();
  const appointment = await getAppointmentForClient(user.id, parsed.data).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!appointment) notFound();

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="flex flex-col gap-3">
        <Link
          href="/appointments"
          className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          My Appointments
        </Link>
        <h1 className="text-4xl font-semibold sm:text-5xl">Reschedule Your Session</h1>
        <p className="text-lg text-muted-foreground [overflow-wrap:anywhere]">
          {appointment.serviceName}, {appointment.serviceDuration} minutes,{" "}
          {appointment.isVirtual ? "virtual (video call)" : `in person at ${appointment.address ?? "the practice"}`}
        </p>
      </div>
      <TimeZoneProvider initialZone={user.timeZone} practiceZone={siteConfig.timeZone} persist>
        {appointment.change.canChange ? (
          <RescheduleForm appointment={appointment} />
        ) : (
          <CannotChange appointment={appointment} timeZone={user.timeZone} />
        )}
      </TimeZoneProvider>
    </div>
  );
}

/** Why this session cannot be moved here, with the way forward. */
function CannotChange({ appointment: a, timeZone }: { appointment: UserAppointmentDTO; timeZone: string | null }) {
  const when = whenWords(a, timeZone);
  return (
    <section
      aria-labelledby="cannot-change-heading"
      className="flex flex-col gap-4 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8"
    >
      <h2 id="cannot-change-heading" className="font-display text-2xl font-semibold">
        This session can no longer be rescheduled online
      </h2>
      <p>
        Booked for <strong className="font-semibold">{when.date}</strong> at {when.time}.
      </p>
      {a.change.reason === "cutoff_passed" ? (
        <ChangePolicyNote />
      ) : (
        <p className="text-muted-foreground">
          {a.status === "cancelled"
            ? CHANGE_MESSAGES.alreadyCancelled
            : a.change.reason === "past"
              ? CHANGE_MESSAGES.past
              : CHANGE_MESSAGES.notConfirmed}
        </p>
      )}
    </section>
  );
}
