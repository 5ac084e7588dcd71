"use server";

import { revalidatePath } from "next/cache";

import { cancelAsOwner, refundAppointmentPayment, sendReminderNow, setAppointmentStatus } from "@/lib/admin/actions";
import { resendEmail } from "@/lib/admin/emails";
import { resendText } from "@/lib/admin/texts";
import type { AdminEmail, AdminText } from "@/lib/admin/types";
import { statusBodySchema } from "@/lib/admin/validation";
import { idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { AppError } from "@/lib/errors";
import { rescheduleAsOwner } from "@/lib/appointments/reschedule";
import { bookForClient, recordInPersonPayment } from "@/lib/appointments/owner-booking";
import { ownerBookingSchema, ownerCancelFormSchema, ownerRescheduleFormSchema } from "@/lib/validations/owner-appointments";
import { retryVideoRoom } from "@/lib/video-rooms/rooms";
import { formAction } from "./define";

// The owner's actions on one appointment (the dashboard's list, cards and details dialog). Each
// calls the same domain function as its JSON route under app/api/admin/appointments/{id}/ and
// app/api/admin/emails/{id}/resend; the owner's pages are read again in the same round trip.

const refreshOwnerPages = () => revalidatePath("/admin", "layout");

export const setAppointmentStatusAction = formAction(
  { name: "appointment.status", schema: idParams.extend(statusBodySchema.shape), access: "admin" },
  async ({ input, user }) => {
    await setAppointmentStatus(input.id, input.status, { actor: auditActor(user) });
    refreshOwnerPages();
  },
);

/** The owner's Cancel: the refund she chose (full, partial or none) and her note to the client. */
export const cancelAppointmentAction = formAction(
  { name: "appointment.cancel", schema: ownerCancelFormSchema, access: "admin" },
  async ({ input: { id, ...cancel }, user }) => {
    await cancelAsOwner(id, cancel, { actor: auditActor(user) });
    refreshOwnerPages();
  },
);

/** The owner moves a booking: a time the picker offers, or any future time with the override. */
export const rescheduleAsOwnerAction = formAction(
  { name: "appointment.reschedule", schema: ownerRescheduleFormSchema, access: "admin" },
  async ({ input: { id, ...move }, user }) => {
    await rescheduleAsOwner(id, move, { actor: auditActor(user) });
    refreshOwnerPages();
  },
);

/** The owner books a session for a client; answers the new appointment's id (its details open next). */
export const bookForClientAction = formAction(
  { name: "appointment.book", schema: ownerBookingSchema, access: "admin" },
  async ({ input, user }): Promise<{ data: { id: number } }> => {
    const id = await bookForClient(input, { actor: auditActor(user) });
    refreshOwnerPages();
    return { data: { id } };
  },
);

/** A session to be paid later was paid at the practice. */
export const recordPaymentAction = formAction({ name: "appointment.paid", schema: idParams, access: "admin" }, async ({ input, user }) => {
  await recordInPersonPayment(input.id, { actor: auditActor(user) });
  refreshOwnerPages();
});

export const refundAppointmentAction = formAction(
  { name: "appointment.refund", schema: idParams, access: "admin" },
  async ({ input, user }) => {
    await refundAppointmentPayment(input.id, { actor: auditActor(user) });
    refreshOwnerPages();
  },
);

export const sendReminderAction = formAction({ name: "appointment.reminder", schema: idParams, access: "admin" }, async ({ input }) => {
  await sendReminderNow(input.id);
});

/** "Try again" on a video room that could not be made (or moved, or removed). */
export const retryVideoRoomAction = formAction({ name: "appointment.room", schema: idParams, access: "admin" }, async ({ input }) => {
  if (!(await retryVideoRoom(input.id)))
    throw new AppError(502, "The video provider still refuses. The room will be tried again automatically.");
  refreshOwnerPages();
});

export const resendEmailAction = formAction(
  { name: "email.resend", schema: idParams, access: "admin" },
  async ({ input }): Promise<{ data: AdminEmail }> => ({ data: await resendEmail(input.id) }),
);

export const resendTextAction = formAction(
  { name: "text.resend", schema: idParams, access: "admin" },
  async ({ input, user }): Promise<{ data: AdminText }> => ({ data: await resendText(auditActor(user), input.id) }),
);
