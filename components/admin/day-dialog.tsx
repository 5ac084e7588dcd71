"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { CreditCard, Mail, MapPin, Phone, Video } from "lucide-react";

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { AdminAppointment } from "@/lib/admin/types";
import { PaymentBadge, StatusBadge } from "./badges";
import { returnFocus } from "./focus-return";
import { formatDayKey, formatPrice, formatTimeWithZone } from "@/lib/format";
import { clientName } from "./format";
import { dashboardHref, type DashboardState } from "./url-state";
import { usePracticeZone } from "./zone";

/** One calendar day's appointments by time (open while the URL has ?day=yyyy-MM-dd). */
export function MonthGridDayDialog({ day, appointments, state }: { day: string; appointments: AdminAppointment[]; state: DashboardState }) {
  const router = useRouter();
  const zone = usePracticeZone();
  const sorted = [...appointments].sort((a, b) => a.startsAt.localeCompare(b.startsAt));

  return (
    <Dialog open onOpenChange={(open) => !open && router.push(dashboardHref(state, { day: "" }), { scroll: false })}>
      <DialogContent
        className="max-w-xl"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
        onCloseAutoFocus={(event) => returnFocus(event, `[data-day-link="${day}"]`)}
      >
        <DialogHeader>
          <DialogTitle>{formatDayKey(day)}</DialogTitle>
          <DialogDescription>{sorted.length === 1 ? "1 appointment" : `${sorted.length} appointments`}</DialogDescription>
        </DialogHeader>
        {sorted.length === 0 ? (
          <p className="text-sm text-muted-foreground">No appointments found</p>
        ) : (
          <ol className="grid gap-3">
            {sorted.map((a) => (
              <li key={a.id} className="grid gap-2 rounded-lg border border-border p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-semibold tabular-nums">{formatTimeWithZone(a.startsAt, zone)}</span>
                  <StatusBadge status={a.status} />
                </div>
                <p className="font-medium">
                  {clientName(a)} <span className="font-normal text-muted-foreground">· {a.serviceName}</span>
                </p>
                <ul className="grid gap-1 text-sm">
                  <li>
                    <a
                      href={`mailto:${a.clientEmail}`}
                      className="inline-flex items-center gap-1.5 text-primary underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                    >
                      <Mail className="size-4 shrink-0" aria-hidden="true" />
                      {a.clientEmail}
                    </a>
                  </li>
                  <li>
                    {a.clientPhone ? (
                      <a
                        href={`tel:${a.clientPhone.replace(/[^\d+]/g, "")}`}
                        className="inline-flex items-center gap-1.5 text-primary underline-offset-4 hover:underline"
                      >
                        <Phone className="size-4 shrink-0" aria-hidden="true" />
                        {a.clientPhone}
                      </a>
                    ) : (
                      <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                        <Phone className="size-4 shrink-0" aria-hidden="true" />
                        No phone
                      </span>
                    )}
                  </li>
                  <li className="inline-flex items-center gap-1.5">
                    {a.isVirtual ? (
                      <Video className="size-4 shrink-0" aria-hidden="true" />
                    ) : (
                      <MapPin className="size-4 shrink-0" aria-hidden="true" />
                    )}
                    {a.isVirtual ? "Virtual" : "In-person"}
                  </li>
                  <li className="inline-flex items-center gap-1.5">
                    <CreditCard className="size-4 shrink-0" aria-hidden="true" />
                    <span aria-hidden="true">Payment:</span> <PaymentBadge appointment={a} />
                    {a.payment && a.paymentComplete ? <span className="text-muted-foreground">{formatPrice(a.payment.amount)}</span> : null}
                  </li>
                </ul>
                <Link
                  href={dashboardHref(state, { day: "", appointment: a.id })}
                  scroll={false}
                  className="w-fit rounded-sm text-sm font-medium text-primary underline underline-offset-4"
                >
                  View details<span className="sr-only"> of {clientName(a)}&apos;s appointment</span>
                </Link>
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
