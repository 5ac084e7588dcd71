"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Banknote, Bell, CalendarClock, CalendarPlus, CalendarX2, CheckCircle2, Mail, Phone, Undo2, UserX } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import type { AdminAppointment } from "@/lib/admin/types";
import type { AppointmentIntake } from "@/lib/intake/answers";
import { AppointmentIntakeSection } from "./intake-answers";
import { AppointmentClientNotes } from "./appointment-client-notes";
import { AppointmentEmails, AppointmentTexts } from "./appointment-messages";
import { CreditAdjustForm } from "./clients/credit-form";
import { PaymentBadge, StatusBadge } from "./badges";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CancelAppointmentDialog } from "./cancel-dialog";
import { PostCheckoutDocuments, downloadFile } from "./documents";
import { returnFocus } from "./focus-return";
import { formatLongDate, formatPrice, formatShortDate, formatTimeWithZone } from "@/lib/format";
import { discountName, formatDiscount, freeLabel, taxLabel } from "@/lib/payments/tax-display";
import { cancelledLine, clientName, rescheduledLine } from "./format";
import { canCancel, canComplete, canMarkNoShow, canRecordPayment, useAppointmentActions } from "./use-appointment-actions";
import { dashboardHref, type DashboardState } from "./url-state";
import { usePracticeZone } from "./zone";
import { VideoRoomDetails } from "./video-room";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid gap-3">
      <h3 className="font-sans text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[9rem_1fr]">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere] max-sm:mb-1">{children}</dd>
    </>
  );
}

const linkClass = "inline-flex items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline";

/** Appointment Details, open while the URL has ?appointment=ID. */
export function AppointmentDetailsDialog({
  appointment,
  intake = null,
  id,
  state,
}: {
  appointment: AdminAppointment | null;
  /** The booking's intake answers (read on the server; health information, the owner's only). */
  intake?: AppointmentIntake | null;
  id: number;
  state: DashboardState;
}) {
  const router = useRouter();
  const zone = usePracticeZone();
  const actions = useAppointmentActions();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [confirmRefund, setConfirmRefund] = useState(false);
  const [confirmPaid, setConfirmPaid] = useState(false);
  const close = () => router.push(dashboardHref(state, { appointment: null }), { scroll: false });
  const busy = actions.busy !== null;
  const refundDue =
    appointment?.status === "cancelled" && appointment.payment?.status === "succeeded" && appointment.payment.refundStatus === "due";

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent
        className="max-w-3xl gap-6"
        // Start reading at the top (the title), not on the first link or button.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
        onCloseAutoFocus={(event) => returnFocus(event, `[data-appointment-link="${id}"]`)}
      >
        <DialogHeader>
          <DialogTitle>Appointment Details</DialogTitle>
          <DialogDescription>
            {appointment
              ? `${appointment.serviceName} with ${clientName(appointment)} on ${formatShortDate(appointment.startsAt, zone)}`
              : `Appointment #${id} was not found.`}
          </DialogDescription>
        </DialogHeader>

        {appointment ? (
          <>
            <Section title="Client Information">
              <Row label="Name">{clientName(appointment)}</Row>
              <Row label="Email">
                <a href={`mailto:${appointment.clientEmail}`} className={linkClass}>
                  <Mail className="size-4 shrink-0" aria-hidden="true" />
                  {appointment.clientEmail}
                </a>
              </Row>
              <Row label="Phone">
                {appointment.clientPhone ? (
                  <a href={`tel:${appointment.clientPhone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                    <Phone className="size-4 shrink-0" aria-hidden="true" />
                    {appointment.clientPhone}
                  </a>
                ) : (
                  "Not provided"
                )}
              </Row>
              <Row label="Notes">
                {appointment.notes?.trim() ? <span className="whitespace-pre-line">{appointment.notes}</span> : "None"}
              </Row>
            </Section>
            <AppointmentClientNotes appointmentId={appointment.id} />

            <Section title="Appointment Information">
              <Row label="Service">{appointment.serviceName}</Row>
              <Row label="Type">{appointment.isVirtual ? "Virtual" : "In-person"}</Row>
              <Row label="Date">{formatLongDate(appointment.startsAt, zone)}</Row>
              <Row label="Time">
                {formatTimeWithZone(appointment.startsAt, zone)} - {formatTimeWithZone(appointment.endsAt, zone)}
              </Row>
              <Row label="Status">
                <StatusBadge status={appointment.status} />
              </Row>
              {appointment.isVirtual ? (
                <Row label="Video room">
                  <VideoRoomDetails appointment={appointment} zone={zone} />
                </Row>
              ) : null}
              <History appointment={appointment} zone={zone} />
            </Section>

            <Section title="Payment Information">
              <Row label="Status">
                <PaymentBadge appointment={appointment} />
              </Row>
              <Row label="Amount">
                <PaymentAmount appointment={appointment} />
              </Row>
              {appointment.payment?.status === "succeeded" && appointment.payment.paidAt ? (
                <Row label="Paid on">
                  {formatShortDate(appointment.payment.paidAt, zone)}, {formatTimeWithZone(appointment.payment.paidAt, zone)}
                </Row>
              ) : null}
              <PaidWithRows appointment={appointment} />
              <Row label="Payment ID">
                {appointment.payment?.paymentIntentId ? <code className="text-xs">{appointment.payment.paymentIntentId}</code> : "-"}
              </Row>
              {appointment.payment && appointment.payment.refundStatus !== "none" ? (
                <Row label="Refund">
                  {appointment.payment.refundStatus === "refunded"
                    ? `${formatPrice(appointment.payment.refundedCents)} refunded${appointment.payment.refundedAt ? ` on ${formatShortDate(appointment.payment.refundedAt, zone)}` : ""}`
                    : "Refund due"}
                  {appointment.payment.refundId ? (
                    <>
                      {" "}
                      (<code className="text-xs">{appointment.payment.refundId}</code>)
                    </>
                  ) : null}
                  {appointment.payment.refundReason ? (
                    <span className="block text-muted-foreground">{appointment.payment.refundReason}</span>
                  ) : null}
                </Row>
              ) : null}
            </Section>

            {appointment.paidWith.creditHeld &&
            appointment.paidWith.clientPackageId !== null &&
            (appointment.status === "cancelled" || appointment.status === "no_show") ? (
              <Section title="Package credit">
                <p className="text-sm text-muted-foreground">
                  {appointment.status === "no_show" ? "A no-show" : "A late cancellation"} uses the credit. You can give it back to the
                  client&apos;s {appointment.paidWith.packageName}.
                </p>
                <CreditAdjustForm
                  clientPackageId={appointment.paidWith.clientPackageId}
                  packageName={appointment.paidWith.packageName ?? "package"}
                  appointmentId={appointment.id}
                  allowRemove={false}
                />
              </Section>
            ) : null}

            {intake ? <AppointmentIntakeSection appointmentId={appointment.id} intake={intake} zone={zone} /> : null}
            <PostCheckoutDocuments appointmentId={appointment.id} />
            <AppointmentEmails appointmentId={appointment.id} version={actions.emailsVersion} />
            <AppointmentTexts appointmentId={appointment.id} version={actions.emailsVersion} />

            <div className="grid gap-2 border-t border-border pt-5 sm:grid-cols-2 md:flex md:flex-wrap md:justify-end">
              <Button
                variant="outline"
                disabled={busy || appointment.status === "cancelled" || appointment.status === "completed"}
                onClick={() => void actions.sendReminder(appointment.id)}
              >
                {actions.busy === "reminder" ? <Spinner size="sm" label="Sending..." /> : <Bell aria-hidden="true" />}
                Send Reminder
              </Button>
              <AddToCalendar appointment={appointment} />
              {appointment.status === "confirmed" ? (
                <Button variant="outline" asChild>
                  <Link href={`/admin/appointments/${appointment.id}/reschedule`}>
                    <CalendarClock aria-hidden="true" />
                    Reschedule
                  </Link>
                </Button>
              ) : null}
              <Button
                variant="outline"
                disabled={busy || !canComplete(appointment.status)}
                onClick={() => void actions.setStatus(appointment.id, "completed")}
              >
                {actions.busy === "completed" ? <Spinner size="sm" label="Updating..." /> : <CheckCircle2 aria-hidden="true" />}
                Mark Completed
              </Button>
              {canMarkNoShow(appointment) ? (
                <Button variant="outline" disabled={busy} onClick={() => void actions.setStatus(appointment.id, "no_show")}>
                  {actions.busy === "no_show" ? <Spinner size="sm" label="Updating..." /> : <UserX aria-hidden="true" />}
                  Mark No-show
                </Button>
              ) : null}
              {canRecordPayment(appointment) ? (
                <Button variant="outline" disabled={busy} onClick={() => setConfirmPaid(true)}>
                  <Banknote aria-hidden="true" />
                  Record Payment
                </Button>
              ) : null}
              {refundDue ? (
                <Button variant="destructive" disabled={busy} onClick={() => setConfirmRefund(true)}>
                  <Undo2 aria-hidden="true" />
                  Refund Payment
                </Button>
              ) : null}
              <Button variant="destructive" disabled={busy || !canCancel(appointment.status)} onClick={() => setConfirmCancel(true)}>
                <CalendarX2 aria-hidden="true" />
                Cancel
              </Button>
            </div>

            {refundDue && appointment.payment ? (
              <ConfirmDialog
                title="Refund this payment?"
                keepLabel="Not Now"
                confirmLabel="Refund Payment"
                busyLabel="Refunding..."
                open={confirmRefund}
                onOpenChange={setConfirmRefund}
                busy={actions.busy === "refund"}
                onConfirm={async () => {
                  if (await actions.refund(appointment.id, formatPrice(appointment.payment!.amount - appointment.payment!.refundedCents)))
                    setConfirmRefund(false);
                }}
              >
                <p className="font-medium text-foreground">
                  {formatPrice(appointment.payment.amount - appointment.payment.refundedCents)} goes back to {clientName(appointment)}
                  &apos;s card.
                </p>
              </ConfirmDialog>
            ) : null}

            {canRecordPayment(appointment) ? (
              <ConfirmDialog
                title="Record the payment?"
                keepLabel="Not Now"
                confirmLabel="Record Payment"
                busyLabel="Recording..."
                tone="default"
                open={confirmPaid}
                onOpenChange={setConfirmPaid}
                busy={actions.busy === "paid"}
                onConfirm={async () => {
                  if (await actions.recordPayment(appointment.id)) setConfirmPaid(false);
                }}
              >
                <p className="font-medium text-foreground">
                  {formatPrice(appointment.priceCents)} plus sales tax, paid at the practice today by {clientName(appointment)}.
                </p>
              </ConfirmDialog>
            ) : null}

            <CancelAppointmentDialog
              appointment={appointment}
              open={confirmCancel}
              onOpenChange={setConfirmCancel}
              onCancelled={actions.cancelled}
            />
          </>
        ) : (
          <div className="flex justify-end">
            <Button variant="outline" onClick={close}>
              Close
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The amount charged with, beneath it, the price and a promo code's discount ("Discount (CODE)
 * −$30.00") and the subtotal plus its tax. Without a payment: "Free" when nothing is to be paid
 * ("Free (CODE)" when a code took off the whole price), else "-".
 */
/** A package's credit and a gift card's part, when they paid for the booking. */
function PaidWithRows({ appointment }: { appointment: AdminAppointment }) {
  const { paidWith } = appointment;
  return (
    <>
      {paidWith.clientPackageId !== null ? (
        <Row label="Package credit">
          1 session of {paidWith.packageName ?? "a package"}
          {paidWith.creditHeld ? "" : " (the credit came back)"}
        </Row>
      ) : null}
      {paidWith.giftCardId !== null && paidWith.giftCardCents > 0 ? (
        <Row label="Gift card">
          {formatPrice(paidWith.giftCardCents)} from{" "}
          <Link href={`/admin/gift-cards/${paidWith.giftCardId}`} className={linkClass}>
            the card ending {paidWith.giftCardLast4}
          </Link>
        </Row>
      ) : null}
    </>
  );
}

function PaymentAmount({ appointment }: { appointment: AdminAppointment }) {
  const { payment } = appointment;
  // A payment keeps its own snapshot of the discount; an unpaid booking has the appointment's.
  const discountCents = payment ? payment.discountCents : appointment.discountCents;
  const code = (payment ? payment.promoCode : null) ?? appointment.promoCode;
  const free = !payment && appointment.priceCents - appointment.discountCents <= 0;
  return (
    <>
      {payment ? formatPrice(payment.amount) : free ? freeLabel(discountCents > 0 ? code : null) : "-"}
      {discountCents > 0 ? (
        <>
          <span className="block text-muted-foreground">
            Price {formatPrice(payment ? payment.subtotalCents + discountCents : appointment.priceCents)}
          </span>
          <span className="block text-muted-foreground">
            {discountName(code)} {formatDiscount(discountCents)}
          </span>
        </>
      ) : null}
      {payment && payment.taxCents > 0 ? (
        <span className="block text-muted-foreground">
          {formatPrice(payment.subtotalCents)} + {taxLabel({ rate: payment.taxRate, state: payment.taxState })}{" "}
          {formatPrice(payment.taxCents)}
        </span>
      ) : null}
    </>
  );
}

/** What happened to the booking: the client moved it (from when), who cancelled it and when. */
function History({ appointment, zone }: { appointment: AdminAppointment; zone: string }) {
  const lines = [rescheduledLine(appointment, zone), cancelledLine(appointment, zone)].filter((line): line is string => Boolean(line));
  if (!lines.length) return null;
  return (
    <Row label="History">
      {lines.map((line) => (
        <span key={line} className="block">
          {line}
        </span>
      ))}
    </Row>
  );
}

/** The appointment's .ics file (every appointment but a cancelled one has a calendar entry). */
function AddToCalendar({ appointment }: { appointment: AdminAppointment }) {
  const href = `/api/admin/appointments/${appointment.id}/calendar`;
  const fileName = `appointment-${appointment.id}-owner.ics`;
  const available = appointment.status !== "cancelled";
  if (!available) {
    return (
      <Button variant="outline" disabled title="A cancelled appointment has no calendar entry">
        <CalendarPlus aria-hidden="true" />
        Add to Calendar
      </Button>
    );
  }
  return (
    <Button variant="outline" asChild>
      <a
        href={href}
        download={fileName}
        onClick={(event) => {
          event.preventDefault();
          void downloadFile(href, fileName);
        }}
      >
        <CalendarPlus aria-hidden="true" />
        Add to Calendar
      </a>
    </Button>
  );
}
