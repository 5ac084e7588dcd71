import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { OwnerRescheduleForm } from "@/components/admin/owner-reschedule-form";
import { BackLink } from "@/components/admin/back-link";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { dashboardHref, DEFAULT_STATE } from "@/components/admin/url-state";
import { TimeZoneProvider } from "@/components/booking/time-zone";
import { getAdminAppointment } from "@/lib/admin/appointments";
import { requireAdminPage } from "@/lib/admin/auth";
import { rescheduleChoices, OWNER_RESCHEDULE_MESSAGES } from "@/lib/appointments/reschedule";
import { AppError } from "@/lib/errors";
import { siteConfig } from "@/lib/site-config";
import { idField } from "@/lib/validations/fields";

export const metadata: Metadata = { title: "Reschedule" };

/**
 * The owner moves a client's booking (e.g. while they are on the phone): the wizard's picker, or
 * any time with the override. A bookmarkable page, linked from the appointment's details.
 */
export default async function OwnerReschedulePage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const parsed = idField().safeParse((await params).id);
  if (!parsed.success || parsed.data > 2_147_483_647) notFound();
  const appointment = await getAdminAppointment(parsed.data).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  if (!appointment) notFound();
  const { serviceId } = await rescheduleChoices(admin, appointment.id);
  const back = dashboardHref(DEFAULT_STATE, { appointment: appointment.id });
  const name = `${appointment.clientFirstName} ${appointment.clientLastName}`.trim();

  return (
    <AdminShell admin={admin}>
      <BackLink href={back}>Appointment details</BackLink>
      <AdminPageTitle
        title={`Reschedule ${name}'s session`}
        description={`${appointment.serviceName}, ${appointment.isVirtual ? "virtual" : "in person"}. Times in ${siteConfig.timeZone.replace("_", " ")} time.`}
      />
      {appointment.status === "confirmed" ? (
        <TimeZoneProvider initialZone={siteConfig.timeZone} practiceZone={siteConfig.timeZone} persist={false}>
          <OwnerRescheduleForm appointment={appointment} serviceId={serviceId} doneHref={back} />
        </TimeZoneProvider>
      ) : (
        <p role="status" className="rounded-xl border border-border bg-card p-5 text-muted-foreground">
          {OWNER_RESCHEDULE_MESSAGES.notConfirmed}
        </p>
      )}
    </AdminShell>
  );
}
