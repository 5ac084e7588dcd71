import { Suspense } from "react";

import { AppointmentDetailsDialog } from "@/components/admin/appointment-dialog";
import { BookingTable } from "@/components/admin/booking-table";
import { CalendarConflicts } from "@/components/admin/calendars/calendar-conflicts";
import { MonthGrid } from "@/components/admin/month-grid";
import { MonthGridDayDialog } from "@/components/admin/day-dialog";
import { BookingFilters, PaymentFilters } from "@/components/admin/filters";
import { Pagination } from "@/components/admin/pagination";
import { PaymentsTable } from "@/components/admin/payments-table";
import { ResultsSkeleton, SummaryCards } from "@/components/admin/summary-cards";
import { dashboardHref, type DashboardState } from "@/components/admin/url-state";
import {
  appointmentsOnDate,
  monthGrid,
  dashboardSummary,
  getAdminAppointment,
  getAdminAppointmentIntake,
  listAppointments,
} from "@/lib/admin/appointments";
import { listPayments } from "@/lib/admin/payments";
import { listCalendarConflicts } from "@/lib/calendars/conflicts";
import { AppError } from "@/lib/errors";
import { practiceDateKey } from "@/lib/format";

// The dashboard's server parts: each reads what it shows straight from lib/admin (filtering,
// paging and sums run in PostgreSQL) and streams in under its own Suspense boundary.

const PAGE_SIZE = 20;

export async function SummarySection() {
  return <SummaryCards summary={await dashboardSummary()} />;
}

/** Upcoming bookings that busy time from the owner's calendars overlaps (nothing when none). */
export async function CalendarConflictsSection() {
  return <CalendarConflicts conflicts={await listCalendarConflicts()} />;
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="grid min-w-0 gap-5 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6 [&>*]:min-w-0">
      {children}
    </section>
  );
}

/** The filters stay mounted while results load, so typing in the search box never loses focus. */
export function BookingListPanel({ state }: { state: DashboardState }) {
  return (
    <Panel title="Booking List">
      <BookingFilters state={state} />
      <Suspense fallback={<ResultsSkeleton />}>
        <BookingResults state={state} />
      </Suspense>
    </Panel>
  );
}

async function BookingResults({ state }: { state: DashboardState }) {
  const data = await listAppointments({ search: state.search, status: state.status, page: state.page, pageSize: PAGE_SIZE });
  return (
    <div className="grid min-w-0 gap-5">
      <BookingTable appointments={data.appointments} state={state} />
      <Pagination
        label="Appointment pages"
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        hrefFor={(page) => dashboardHref(state, { page })}
      />
    </div>
  );
}

export async function MonthGridPanel({ state }: { state: DashboardState }) {
  const today = practiceDateKey(new Date());
  const data = await monthGrid(state.month || today.slice(0, 7));
  return (
    <Panel title="Calendar">
      <MonthGrid data={data} today={today} state={state} />
    </Panel>
  );
}

export function PaymentsPanel({ state }: { state: DashboardState }) {
  const exportParams = new URLSearchParams();
  if (state.paySearch) exportParams.set("search", state.paySearch);
  if (state.from) exportParams.set("from", state.from);
  if (state.to) exportParams.set("to", state.to);
  const exportHref = `/api/admin/payments/export${exportParams.size ? `?${exportParams}` : ""}`;
  return (
    <Panel title="Payments">
      <PaymentFilters state={state} exportHref={exportHref} />
      <Suspense fallback={<ResultsSkeleton />}>
        <PaymentResults state={state} />
      </Suspense>
    </Panel>
  );
}

async function PaymentResults({ state }: { state: DashboardState }) {
  const data = await listPayments({ search: state.paySearch, from: state.from, to: state.to, page: state.payPage, pageSize: PAGE_SIZE });
  return (
    <div className="grid min-w-0 gap-5">
      <PaymentsTable data={data} state={state} />
      <Pagination
        label="Payment pages"
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        hrefFor={(payPage) => dashboardHref(state, { payPage })}
      />
    </div>
  );
}

export async function AppointmentDialogLoader({ id, state }: { id: number; state: DashboardState }) {
  const appointment = await getAdminAppointment(id).catch((error) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  const intake = appointment ? await getAdminAppointmentIntake(id) : null;
  return <AppointmentDetailsDialog key={id} id={id} appointment={appointment} intake={intake} state={state} />;
}

export async function DayDialogLoader({ day, state }: { day: string; state: DashboardState }) {
  return <MonthGridDayDialog day={day} appointments={await appointmentsOnDate(day)} state={state} />;
}
