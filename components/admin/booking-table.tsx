"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { CalendarX2, CheckCircle2, Eye, MoreHorizontal, Video, MapPin, UserX } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { AdminAppointment } from "@/lib/admin/types";
import { PaymentBadge, StatusBadge } from "./badges";
import { rememberOpener } from "./focus-return";
import { CancelAppointmentDialog } from "./cancel-dialog";
import { formatShortDate, formatTimeWithZone } from "@/lib/format";
import { clientName } from "./format";
import { canCancel, canComplete, canMarkNoShow, useAppointmentActions } from "./use-appointment-actions";
import { dashboardHref, type DashboardState } from "./url-state";
import { usePracticeZone } from "./zone";

/** Clicks that land on a control inside the row (or in a menu rendered in a portal) are not row clicks. */
function isRowClick(event: React.MouseEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (!event.currentTarget.contains(target)) return false;
  return !target.closest("a, button, [role=menuitem], input, select");
}

export function BookingTable({ appointments, state }: { appointments: AdminAppointment[]; state: DashboardState }) {
  const router = useRouter();
  const zone = usePracticeZone();
  const actions = useAppointmentActions();
  const [cancelling, setCancelling] = useState<AdminAppointment | null>(null);
  const detailsHref = (id: number) => dashboardHref(state, { appointment: id });
  const open = (id: number, from?: Element | null) => {
    rememberOpener(from);
    router.push(detailsHref(id), { scroll: false });
  };

  if (appointments.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-12 text-center">
        <CalendarX2 className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">No appointments found</p>
        {state.search || state.status !== "all" ? <p className="text-sm text-muted-foreground">Try another search or status.</p> : null}
      </div>
    );
  }

  const menu = (a: AdminAppointment, where: "table" | "card") => (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          id={`actions-${where}-${a.id}`}
          variant="ghost"
          size="icon"
          className="size-10"
          aria-label={`Actions for ${clientName(a)}, ${formatShortDate(a.startsAt, zone)}`}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => open(a.id, document.getElementById(`actions-${where}-${a.id}`))}>
          <Eye aria-hidden="true" /> View details
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={!canComplete(a.status) || actions.busy !== null}
          onSelect={() => void actions.setStatus(a.id, "completed")}
        >
          <CheckCircle2 aria-hidden="true" /> Mark Completed
        </DropdownMenuItem>
        {canMarkNoShow(a) ? (
          <DropdownMenuItem disabled={actions.busy !== null} onSelect={() => void actions.setStatus(a.id, "no_show")}>
            <UserX aria-hidden="true" /> Mark No-show
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem variant="destructive" disabled={!canCancel(a.status) || actions.busy !== null} onSelect={() => setCancelling(a)}>
          <CalendarX2 aria-hidden="true" /> Cancel
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );

  const service = (a: AdminAppointment) => (
    <>
      <span className="font-medium">{a.serviceName}</span>
      <span className="flex items-center gap-1 text-xs text-muted-foreground">
        {a.isVirtual ? <Video className="size-3.5" aria-hidden="true" /> : <MapPin className="size-3.5" aria-hidden="true" />}
        {a.isVirtual ? "Virtual" : "In-person"}
      </span>
    </>
  );

  return (
    <>
      {/* Desktop and tablet: a table. */}
      <div className="hidden md:block">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>Client</TableHead>
              <TableHead>Service</TableHead>
              <TableHead>Date &amp; Time</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Payment</TableHead>
              <TableHead className="w-12 text-right">
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {appointments.map((a) => (
              <TableRow
                key={a.id}
                className="cursor-pointer"
                onClick={(event) => isRowClick(event) && open(a.id, event.currentTarget.querySelector("a"))}
              >
                {/* Long names and addresses wrap (anywhere: an address has no spaces) rather than being cut off. */}
                <TableCell className="min-w-40 max-w-[16rem]">
                  <Link
                    href={detailsHref(a.id)}
                    data-appointment-link={a.id}
                    scroll={false}
                    onClick={(event) => rememberOpener(event.currentTarget)}
                    className="block font-medium text-foreground underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                  >
                    {clientName(a)}
                  </Link>
                  <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{a.clientEmail}</span>
                </TableCell>
                <TableCell>
                  <div className="flex flex-col">{service(a)}</div>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  <span className="block">{formatShortDate(a.startsAt, zone)}</span>
                  <span className="block text-xs text-muted-foreground">{formatTimeWithZone(a.startsAt, zone)}</span>
                </TableCell>
                <TableCell>
                  <StatusBadge status={a.status} />
                </TableCell>
                <TableCell>
                  <PaymentBadge appointment={a} />
                </TableCell>
                <TableCell className="text-right">{menu(a, "table")}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>

      {/* Phones: one card per appointment. */}
      <ul aria-label="Appointments" className="grid gap-3 md:hidden">
        {appointments.map((a) => (
          <li
            key={a.id}
            className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-xs"
            onClick={(event) => isRowClick(event) && open(a.id, event.currentTarget.querySelector("a"))}
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link
                  href={detailsHref(a.id)}
                  data-appointment-link={a.id}
                  scroll={false}
                  onClick={(event) => rememberOpener(event.currentTarget)}
                  className="block font-medium text-foreground underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                >
                  {clientName(a)}
                </Link>
                <span className="block text-xs text-muted-foreground [overflow-wrap:anywhere]">{a.clientEmail}</span>
              </div>
              {menu(a, "card")}
            </div>
            <div className="flex flex-col text-sm">{service(a)}</div>
            <p className="text-sm">
              {formatShortDate(a.startsAt, zone)}, {formatTimeWithZone(a.startsAt, zone)}
            </p>
            <div className="flex flex-wrap gap-2">
              <StatusBadge status={a.status} />
              <PaymentBadge appointment={a} />
            </div>
          </li>
        ))}
      </ul>

      <CancelAppointmentDialog
        appointment={cancelling}
        open={cancelling !== null}
        onOpenChange={(next) => !next && setCancelling(null)}
        onCancelled={actions.cancelled}
      />
    </>
  );
}
