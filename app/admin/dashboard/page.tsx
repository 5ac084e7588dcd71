import { Suspense } from "react";
import type { Metadata } from "next";

import { DashboardTabs } from "@/components/admin/dashboard-tabs";
import { AdminHeader } from "@/components/admin/header";
import { PanelSkeleton, SummaryCardsSkeleton } from "@/components/admin/summary-cards";
import { DialogLoading } from "@/components/admin/dialog-loading";
import { formatDayKey } from "@/components/admin/format";
import { dashboardHref, parseDashboardState } from "@/components/admin/url-state";
import { AdminZoneProvider } from "@/components/admin/zone";
import { requireAdminPage } from "@/lib/admin/auth";
import { siteConfig } from "@/lib/site-config";
import { AppointmentDialogLoader, BookingListPanel, CalendarPanel, DayDialogLoader, PaymentsPanel, SummarySection } from "./panels";

export const metadata: Metadata = { title: "Dashboard" };

export default async function AdminDashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const admin = await requireAdminPage();
  const state = parseDashboardState(await searchParams);

  return (
    <AdminZoneProvider timeZone={siteConfig.timeZone}>
      <AdminHeader siteName={siteConfig.name} adminName={admin.firstName || admin.username} />
      <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-semibold sm:text-4xl">Admin Dashboard</h1>
          <p className="text-muted-foreground">Appointments, calendar and payments of {siteConfig.name}.</p>
        </div>
        <Suspense fallback={<SummaryCardsSkeleton />}>
          <SummarySection />
        </Suspense>
        <DashboardTabs state={state}>
          {state.tab === "bookings" ? <BookingListPanel state={state} /> : null}
          {state.tab === "calendar" ? (
            <Suspense fallback={<PanelSkeleton />}>
              <CalendarPanel state={state} />
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
      </main>
    </AdminZoneProvider>
  );
}
