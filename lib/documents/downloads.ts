import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { appointmentCalendarFile, appointmentConsentFile, appointmentReceiptFile } from "@/lib/documents";
import { getAppointmentForUser } from "@/lib/booking/appointments";

/** The .ics download of a confirmed (or completed) appointment, for its owner or an admin. */
export async function appointmentCalendarDownload(appointmentId: number, viewer: { id: number; isAdmin: boolean }): Promise<Response> {
  const appointment = await getAppointmentForUser(appointmentId, viewer);
  if (appointment.status !== "confirmed" && appointment.status !== "completed")
    throw conflict("This appointment is not confirmed, so it has no calendar entry yet.");
  const file = await appointmentCalendarFile(appointmentId);
  return new Response(new Uint8Array(file.content), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}

export const NO_RECEIPT_MESSAGE = "This appointment has not been paid, so it has no receipt yet.";

/** The payment receipt (PDF) of a paid appointment, for its owner or an admin. */
export async function appointmentReceiptDownload(appointmentId: number, viewer: { id: number; isAdmin: boolean }): Promise<Response> {
  const appointment = await getAppointmentForUser(appointmentId, viewer);
  if (appointment.payment?.status !== "succeeded") throw conflict(NO_RECEIPT_MESSAGE);
  const file = await appointmentReceiptFile(appointmentId);
  if (!file) throw conflict(NO_RECEIPT_MESSAGE);
  return pdfResponse(file);
}

export const NO_CONSENT_MESSAGE = "No signed consent form is attached to this appointment.";

/**
 * The signed consent agreement (PDF) of an appointment, for the client who booked it or an admin.
 * Anyone else gets 404, as for an unknown appointment: a signed form is personal, and ids are not probed.
 */
export async function appointmentConsentDownload(appointmentId: number, viewer: { id: number; isAdmin: boolean }): Promise<Response> {
  const appointment = await db.appointment.findUnique({ where: { id: appointmentId }, select: { userId: true } });
  if (!appointment || (appointment.userId !== viewer.id && !viewer.isAdmin)) throw notFound("Appointment not found.");
  const file = await appointmentConsentFile(appointmentId);
  if (!file) throw notFound(NO_CONSENT_MESSAGE);
  return pdfResponse(file);
}

function pdfResponse(file: { fileName: string; content: Buffer }): Response {
  return new Response(new Uint8Array(file.content), {
    headers: {
      "content-type": "application/pdf",
      "content-length": String(file.content.byteLength),
      "content-disposition": contentDisposition(file.fileName),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}

/** attachment; filename="..." with an RFC 5987 filename* for names outside plain ASCII. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
