"use client";

import { useState, useTransition } from "react";
import { useRouter } from "next/navigation";

import { toast, toastError } from "@/components/ui/toast";
import { apiRequest, messageOr } from "@/lib/api/client";
import type { AppointmentStatus } from "@/lib/admin/types";

export type AppointmentAction = "completed" | "cancelled" | "reminder" | "refund";

/**
 * The owner's actions on one appointment, with the spec's toasts. After a status change the
 * server data (list, cards, calendar, dialog) is read again.
 */
export function useAppointmentActions() {
  const router = useRouter();
  const [busy, setBusy] = useState<AppointmentAction | null>(null);
  const [refreshing, startRefresh] = useTransition();
  // Bumped when an action may have sent an email (failed ones too), so the Emails list reloads.
  const [emailsVersion, setEmailsVersion] = useState(0);
  const emailed = () => setEmailsVersion((n) => n + 1);

  async function setStatus(id: number, status: Extract<AppointmentStatus, "completed" | "cancelled">): Promise<boolean> {
    setBusy(status);
    try {
      await apiRequest(`/api/admin/appointments/${id}/status`, { method: "PATCH", body: { status } });
      toast({ title: "Status Updated", description: `Appointment status has been updated to ${status}` });
      startRefresh(() => router.refresh());
      return true;
    } catch (error) {
      toastError({ title: "Update Failed", description: messageOr(error, "There was a problem updating the appointment status.") });
      return false;
    } finally {
      if (status === "cancelled") emailed();
      setBusy(null);
    }
  }

  async function sendReminder(id: number): Promise<boolean> {
    setBusy("reminder");
    try {
      await apiRequest(`/api/admin/appointments/${id}/send-reminder`, { method: "POST", body: {} });
      toast({ title: "Reminder Sent", description: "A reminder email has been sent to the client." });
      return true;
    } catch (error) {
      toastError({ title: "Sending Failed", description: messageOr(error, "There was a problem sending the reminder email.") });
      return false;
    } finally {
      emailed();
      setBusy(null);
    }
  }

  /** A refund that is due (a paid booking that was cancelled or could not be confirmed). */
  async function refund(id: number, amount: string): Promise<boolean> {
    setBusy("refund");
    try {
      await apiRequest(`/api/admin/appointments/${id}/refund`, { method: "POST", body: {} });
      toast({ title: "Refund Issued", description: `${amount} has been refunded to the client.` });
      startRefresh(() => router.refresh());
      return true;
    } catch (error) {
      toastError({ title: "Refund Failed", description: messageOr(error, "There was a problem refunding the payment.") });
      return false;
    } finally {
      emailed();
      setBusy(null);
    }
  }

  return { busy: busy ?? (refreshing ? ("refresh" as const) : null), emailsVersion, setStatus, sendReminder, refund };
}

/** The owner may set completed from any state but completed, cancelled from any but cancelled. */
export const canComplete = (status: AppointmentStatus) => status !== "completed";
export const canCancel = (status: AppointmentStatus) => status !== "cancelled";
