import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArrowLeft, ClipboardCheck, FileDown } from "lucide-react";

import { Link } from "@/components/ui/link";
import { AppointmentIntakeForm } from "@/components/intake/appointment-intake-form";
import { requireUser } from "@/lib/accounts/guards";
import { AppError } from "@/lib/errors";
import { formatLongDate, formatTimeWithZone } from "@/lib/format";
import { appointmentIntake, appointmentIntakePaths } from "@/lib/intake/responses";
import { idField } from "@/lib/validations/fields";

export const metadata: Metadata = { title: "Your Intake Form", robots: { index: false, follow: false } };

/**
 * The intake form of one of the client's bookings (linked from My Appointments and the reminder
 * email): prefilled with their draft or last answers, saved as they type. Anyone else's id, or one
 * that does not exist, is "not found".
 */
export default async function AppointmentIntakePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const user = await requireUser(`/appointments/${encodeURIComponent(id)}/intake`);
  const parsed = idField().safeParse(id);
  if (!parsed.success || parsed.data > 2_147_483_647) notFound();
  const intake = await appointmentIntake(user.id, parsed.data).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!intake) notFound();
  const startsAt = new Date(intake.startsAt);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <div className="flex flex-col gap-3">
        <Link
          href="/appointments"
          className="inline-flex w-fit items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          My Appointments
        </Link>
        <h1 className="text-4xl font-semibold sm:text-5xl">{intake.form?.name ?? "Your Intake Form"}</h1>
        <p className="text-lg text-muted-foreground [overflow-wrap:anywhere]">
          For your {intake.serviceName} on {formatLongDate(startsAt)} at {formatTimeWithZone(startsAt)}
        </p>
      </div>
      {intake.form ? (
        <div className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
          <AppointmentIntakeForm appointmentId={intake.appointmentId} form={intake.form} initialAnswers={intake.answers} />
        </div>
      ) : intake.answered ? (
        <div className="flex flex-col gap-3 rounded-xl border border-success/30 bg-success/5 p-5 sm:p-6">
          <p className="flex items-center gap-2 font-semibold">
            <ClipboardCheck className="size-5 text-success" aria-hidden="true" />
            Your intake form is answered.
          </p>
          <a
            href={appointmentIntakePaths.pdf(intake.appointmentId)}
            download
            className="inline-flex w-fit items-center gap-1.5 font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            <FileDown className="size-4" aria-hidden="true" />
            Download my answers
          </a>
        </div>
      ) : (
        <p className="text-muted-foreground">This session has no intake form to answer.</p>
      )}
    </div>
  );
}
