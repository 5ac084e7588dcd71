"use client";

import { useRef, useState } from "react";

import { toast, toastError } from "@/components/ui/toast";
import { recordPaymentAction, refundAppointmentAction, sendReminderAction, setAppointmentStatusAction } from "@/lib/actions/appointments";
import { IDLE, type FormAction } from "@/lib/actions/state";
import { STATUS_LABELS, type AppointmentStatus } from "@/lib/admin/types";
import { isBooked } from "@/lib/booking/policy";

type SettableStatus = Extract<AppointmentStatus, "completed" | "cancelled" | "no_show">;
export type AppointmentAction = SettableStatus | "reminder" | "refund" | "paid";

const statusToast = (status: SettableStatus) =>
  toast({ title: "Status Updated", description: `Appointment status has been updated to ${STATUS_LABELS[status].toLowerCase()}` });

/**
 * The owner's actions on one appointment, with the spec's toasts. They are menu items and
 * confirm dialogs (scripts run by then), so each calls its server action directly; the action
 * sends the dashboard's new data (list, cards, calendar, dialog) back with its answer.
 */
export function useAppointmentActions() {
  const [busy, setBusy] = useState<AppointmentAction | null>(null);
  // Bumped when an action may have sent an email (failed ones too), so the Emails list reloads.
  const [emailsVersion, setEmailsVersion] = useState(0);
  const emailed = () => setEmailsVersion((n) => n + 1);
  // Taken before the first await: `busy` disables the buttons only once React re-renders, and a
  // double tap lands before that (it sent the client two reminders).
  const running = useRef(false);

  /** The action's answer, or null when another one is still on its way (nothing is sent). */
  async function run(kind: AppointmentAction, action: FormAction<undefined>, fields: Record<string, string | number>) {
    if (running.current) return null;
    running.current = true;
    setBusy(kind);
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.set(name, String(value));
    try {
      return await action(IDLE, data);
    } catch {
      return { status: "error" as const, message: "", at: Date.now() }; // the network failed: the caller's own message
    } finally {
      running.current = false;
      setBusy(null);
    }
  }

  async function setStatus(id: number, status: Exclude<SettableStatus, "cancelled">): Promise<boolean> {
    const state = await run(status, setAppointmentStatusAction, { id, status });
    if (!state) return false;
    if (state.status === "success") {
      statusToast(status);
      return true;
    }
    toastError({ title: "Update Failed", description: messageOf(state, "There was a problem updating the appointment status.") });
    return false;
  }

  async function sendReminder(id: number): Promise<boolean> {
    const state = await run("reminder", sendReminderAction, { id });
    if (!state) return false;
    emailed();
    if (state.status === "success") {
      toast({ title: "Reminder Sent", description: "A reminder email has been sent to the client." });
      return true;
    }
    toastError({ title: "Sending Failed", description: messageOf(state, "There was a problem sending the reminder email.") });
    return false;
  }

  /** A refund that is due (a paid booking that was cancelled or could not be confirmed). */
  async function refund(id: number, amount: string): Promise<boolean> {
    const state = await run("refund", refundAppointmentAction, { id });
    if (!state) return false;
    emailed();
    if (state.status === "success") {
      toast({ title: "Refund Issued", description: `${amount} has been refunded to the client.` });
      return true;
    }
    toastError({ title: "Refund Failed", description: messageOf(state, "There was a problem refunding the payment.") });
    return false;
  }

  /** After the cancel dialog's form was accepted (it posts its own action). */
  function cancelled() {
    emailed();
    statusToast("cancelled");
  }

  /** A session to be paid later was paid at the practice. */
  async function recordPayment(id: number): Promise<boolean> {
    const state = await run("paid", recordPaymentAction, { id });
    if (!state) return false;
    if (state.status === "success") {
      toast({ title: "Payment Recorded", description: "The session is marked paid in person." });
      return true;
    }
    toastError({ title: "Not Recorded", description: messageOf(state, "There was a problem recording the payment.") });
    return false;
  }

  return { busy, emailsVersion, setStatus, cancelled, sendReminder, refund, recordPayment };
}

const messageOf = (state: { status: string; message?: string }, fallback: string) =>
  (state.status === "error" && state.message) || fallback;

/** The owner may set completed from any state but completed, cancelled from any but cancelled. */
export const canComplete = (status: AppointmentStatus) => status !== "completed";
export const canCancel = (status: AppointmentStatus) => status !== "cancelled";
/** Record Payment: a booked session with a price left after any discount and no payment (booked by the owner to be paid later). */
export const canRecordPayment = (a: { status: AppointmentStatus; payment: unknown; priceCents: number; discountCents: number }) =>
  isBooked(a.status) && a.payment === null && a.priceCents - a.discountCents > 0;

/** No-show: a confirmed or completed session that has started (the server checks again). */
export const canMarkNoShow = (a: { status: AppointmentStatus; startsAt: string }, now = Date.now()) =>
  (a.status === "confirmed" || a.status === "completed") && new Date(a.startsAt).getTime() <= now;
