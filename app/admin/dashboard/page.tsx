import { Suspense } from "react";
import type { Metadata } from "next";

import { DashboardTabs } from "@/components/admin/dashboard-tabs";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { PanelSkeleton, SummaryCardsSkeleton } from "@/components/admin/summary-cards";
import { DialogLoading } from "@/components/admin/dialog-loading";
import { formatDayKey } from "@/lib/format";
import { dashboardHref, parseDashboardState } from "@/components/admin/url-state";
import { requireAdminPage } from "@/lib/admin/auth";
import { siteConfig } from "@/lib/site-config";
import {
  AppointmentDialogLoader,
  BookingListPanel,
  CalendarConflictsSection,
  MonthGridPanel,
  DayDialogLoader,
  PaymentsPanel,
  SummarySection,
} from "./panels";
import type { PageSearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Dashboard" };

export default async function AdminDashboardPage({ searchParams }: { searchParams: PageSearchParams }) {
  const state = parseDashboardState(await searchParams);
  // Signed out, e.g. from an email's link to one appointment: back to this place after signing in.
  const admin = await requireAdminPage(dashboardHref(state));

  return (
    <AdminShell admin={admin}>
      <AdminPageTitle title="Admin Dashboard" description={`Appointments, calendar and payments of ${siteConfig.name}.`} />
      <Suspense fallback={<SummaryCardsSkeleton />}>
        <SummarySection />
      </Suspense>
      <Suspense fallback={null}>
        <CalendarConflictsSection />
      </Suspense>
      <DashboardTabs state={state}>
        {state.tab === "bookings" ? <BookingListPanel state={state} /> : null}
        {state.tab === "calendar" ? (
          <Suspense fallback={<PanelSkeleton />}>
            <MonthGridPanel state={state} />
          </Suspense>
        ) : null}
        {state.tab === "payments" ? <PaymentsPanel state={state} /> : null}
      </DashboardTabs>
      {state.appointment ? (
        <Suspense fallback={<DialogLoading title="Appointment Details" closeHref={dashboardHref(state, { appointment: null })} />}>
          <AppointmentDialogLoader id={state.appointment} state={state} />
        </Suspense>
      ) : state.day ? (
        <Suspense fallback={<DialogLoading title={formatDayKey(state.day)} closeHref={dashboardHref(state, { day: "" })} />}>
          <DayDialogLoader day={state.day} state={state} />
        </Suspense>
      ) : null}
    </AdminShell>
  );
}
