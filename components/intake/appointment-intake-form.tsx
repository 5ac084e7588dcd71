"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import { IntakeAnswersForm } from "@/components/intake/intake-answers-form";
import type { IntakeForService } from "@/lib/intake/responses";
import type { IntakeAnswers } from "@/lib/validations/intake";

export const INTAKE_SENT_TITLE = "Intake form sent";

/** A booking's intake form on its own page: sent answers become the booking's, then back to My Appointments. */
export function AppointmentIntakeForm({
  appointmentId,
  form,
  initialAnswers,
}: {
  appointmentId: number;
  form: NonNullable<IntakeForService["form"]>;
  initialAnswers: IntakeAnswers;
}) {
  const router = useRouter();
  return (
    <IntakeAnswersForm
      form={form}
      initialAnswers={initialAnswers}
      appointmentId={appointmentId}
      submitLabel="Send my answers"
      onSubmitted={() => {
        toast({ title: INTAKE_SENT_TITLE, description: "Thank you. Your practitioner will read your answers before your session." });
        router.push(`/appointments#appointment-${appointmentId}`);
        router.refresh();
      }}
    />
  );
}
