import { Suspense } from "react";
import type { Metadata } from "next";
import Link from "next/link";
import { Search } from "lucide-react";

import { CLIENTS_PATH, clientsHref, parseClientsState, type ClientsState } from "@/components/admin/clients/state";
import { formatShortDate } from "@/lib/format";
import { Pagination } from "@/components/admin/pagination";
import { FilterActions } from "@/components/admin/filter-actions";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { Badge } from "@/components/ui/badge";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { requireAdminPage } from "@/lib/admin/auth";
import { clientHref, listClients, type ClientSummary } from "@/lib/admin/clients";
import { siteConfig } from "@/lib/site-config";
import type { PageSearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Clients" };

export default async function ClientsPage({ searchParams }: { searchParams: PageSearchParams }) {
  const admin = await requireAdminPage();
  const state = parseClientsState(await searchParams);
  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="Clients"
        description="Everyone with an account or a booking: their contact details, appointments, payments and your private notes."
      />
      <section aria-label="Clients" className="grid min-w-0 gap-5 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <form
          role="search"
          aria-label="Search clients"
          action={CLIENTS_PATH}
          method="get"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="client-search">Name, email or phone</Label>
            <Input id="client-search" name="search" type="search" defaultValue={state.search} maxLength={200} autoComplete="off" />
          </div>
          <FilterActions icon={<Search aria-hidden="true" />} label="Search" filtered={Boolean(state.search)} clearHref={CLIENTS_PATH} />
        </form>
        <Suspense key={clientsHref(state)} fallback={<ListSkeleton />}>
          <ClientResults state={state} />
        </Suspense>
      </section>
    </AdminShell>
  );
}

async function ClientResults({ state }: { state: ClientsState }) {
  const data = await listClients({ search: state.search || undefined, page: state.page });
  if (data.total === 0) {
    return (
      <p role="status" className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
        {state.search ? `No clients match "${state.search}".` : "No clients yet."}
      </p>
    );
  }
  const tz = siteConfig.timeZone;
  const day = (iso: string | null) => (iso ? formatShortDate(iso, tz) : "None");
  return (
    <div className="grid min-w-0 gap-5">
      {/* Wide screens: a table; phones: one card per client (same links, nothing scrolls sideways). */}
      <Table className="hidden md:table">
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Name</TableHead>
            <TableHead scope="col">Email</TableHead>
            <TableHead scope="col">Phone</TableHead>
            <TableHead scope="col" className="text-right">
              Appointments
            </TableHead>
            <TableHead scope="col">Last</TableHead>
            <TableHead scope="col">Next</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.clients.map((c) => (
            <TableRow key={c.key}>
              <TableCell className="font-medium">
                <ClientLink client={c} />
              </TableCell>
              <TableCell className="break-all">{c.email}</TableCell>
              <TableCell className="whitespace-nowrap">{c.phone ?? "None"}</TableCell>
              <TableCell className="text-right tabular-nums">{c.appointmentCount}</TableCell>
              <TableCell className="whitespace-nowrap">{day(c.lastAppointment)}</TableCell>
              <TableCell className="whitespace-nowrap">{day(c.nextAppointment)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ul aria-label="Clients" className="grid gap-3 md:hidden">
        {data.clients.map((c) => (
          <li key={c.key} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
            <ClientLink client={c} />
            <p className="break-all text-muted-foreground">{c.email}</p>
            {c.phone ? <p className="text-muted-foreground">{c.phone}</p> : null}
            <p>
              {c.appointmentCount === 1 ? "1 appointment" : `${c.appointmentCount} appointments`} · Last: {day(c.lastAppointment)} · Next:{" "}
              {day(c.nextAppointment)}
            </p>
          </li>
        ))}
      </ul>
      <Pagination
        label="Client pages"
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        hrefFor={(page) => clientsHref(state, { page })}
      />
    </div>
  );
}

function ClientLink({ client }: { client: ClientSummary }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Link href={clientHref(client.key)} className="[overflow-wrap:anywhere] font-medium text-primary underline-offset-4 hover:underline">
        {`${client.firstName} ${client.lastName}`.trim() || client.email}
      </Link>
      {client.hasAccount ? null : <Badge variant="outline">No account</Badge>}
    </span>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading clients..." className="grid gap-3">
      <span className="sr-only">Loading clients...</span>
      {Array.from({ length: 5 }, (_, i) => (
        <Skeleton key={i} className="h-12 w-full" />
      ))}
    </div>
  );
}
