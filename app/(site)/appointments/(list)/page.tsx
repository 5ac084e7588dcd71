import { Suspense } from "react";
import type { Metadata } from "next";

import { MyAppointments, MyAppointmentsSkeleton } from "@/components/accounts/my-appointments";
import { requireUser } from "@/lib/accounts/guards";

export const metadata: Metadata = { title: "My Appointments", robots: { index: false, follow: false } };

export default async function MyAppointmentsPage() {
  const user = await requireUser("/appointments");
  return (
    <Suspense fallback={<MyAppointmentsSkeleton />}>
      {/* Times in the account's zone (with the practice's where it differs), as My Virtual Sessions shows them. */}
      <MyAppointments userId={user.id} timeZone={user.timeZone} />
    </Suspense>
  );
}
