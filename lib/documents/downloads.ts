import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { appointmentCalendarFile, appointmentConsentFile, appointmentReceiptFile, ownerCalendarFile } from "@/lib/documents";
import { renderIntakeAnswersPdf } from "@/lib/documents/intake-pdf";
import { fileDownloadResponse } from "@/lib/http/download";
import { readIntakeResponse } from "@/lib/intake/answers";

// The appointment's documents as downloads. The .ics file has two endpoints with different rules:
// the client's (the stored file, naming the practitioner) and the owner's (her copy, naming the
// client); both carry the same UID and SEQUENCE.

type Viewer = { id: number; isAdmin: boolean };

/**
 * The appointment a document belongs to, for the client who booked it or an admin. Anyone else
 * gets 404, as for an unknown appointment: the documents are personal, and ids are not probed.
 */
async function documentAppointment(appointmentId: number, viewer: Viewer) {
  const appointment = await db.appointment.findUnique({
    where: { id: appointmentId },
    select: { userId: true, status: true, payment: { select: { status: true } } },
  });
  if (!appointment || (appointment.userId !== viewer.id && !viewer.isAdmin)) throw notFound("Appointment not found.");
  return appointment;
}

const calendarFileResponse = async (file: Promise<{ fileName: string; content: Buffer }>) =>
  fileDownloadResponse({ ...(await file), contentType: "text/calendar; charset=utf-8" });

/** The client's .ics download: a confirmed (or completed) appointment, for its owner or an admin (404 for anyone else). */
export async function clientCalendarFileDownload(appointmentId: number, viewer: Viewer): Promise<Response> {
  const appointment = await documentAppointment(appointmentId, viewer);
  if (appointment.status !== "confirmed" && appointment.status !== "completed")
    throw conflict("This appointment is not confirmed, so it has no calendar entry yet.");
  return calendarFileResponse(appointmentCalendarFile(appointmentId));
}

/** The owner's dialog's Add to Calendar, her copy: any appointment that is not cancelled (a pending one too). */
export async function adminCalendarFileDownload(appointmentId: number): Promise<Response> {
  const a = await db.appointment.findUnique({ where: { id: appointmentId }, select: { status: true } });
  if (!a) throw notFound("Appointment not found.");
  if (a.status === "cancelled") throw conflict("This appointment is cancelled, so it has no calendar entry.");
  return calendarFileResponse(ownerCalendarFile(appointmentId));
}

export const NO_RECEIPT_MESSAGE = "This appointment has not been paid, so it has no receipt yet.";

/** The payment receipt (PDF) of a paid appointment, for its owner or an admin (404 for anyone else). */
export async function appointmentReceiptDownload(appointmentId: number, viewer: Viewer): Promise<Response> {
  const appointment = await documentAppointment(appointmentId, viewer);
  if (appointment.payment?.status !== "succeeded") throw conflict(NO_RECEIPT_MESSAGE);
  const file = await appointmentReceiptFile(appointmentId);
  if (!file) throw conflict(NO_RECEIPT_MESSAGE);
  return fileDownloadResponse({ ...file, contentType: "application/pdf" });
}

export const NO_CONSENT_MESSAGE = "No signed consent form is attached to this appointment.";

/** The signed consent agreement (PDF) of an appointment, for the client who booked it or an admin (404 for anyone else). */
export async function appointmentConsentDownload(appointmentId: number, viewer: Viewer): Promise<Response> {
  await documentAppointment(appointmentId, viewer);
  const file = await appointmentConsentFile(appointmentId);
  if (!file) throw notFound(NO_CONSENT_MESSAGE);
  return fileDownloadResponse({ ...file, contentType: "application/pdf" });
}

export const NO_INTAKE_MESSAGE = "No intake answers are attached to this appointment.";

async function intakePdfResponse(responseId: number | null | undefined): Promise<Response> {
  const response = responseId ? await readIntakeResponse(db, responseId) : null;
  if (!response) throw notFound(NO_INTAKE_MESSAGE);
  const row = await db.intakeResponse.findUniqueOrThrow({
    where: { id: response.id },
    select: { user: { select: { firstName: true, lastName: true, email: true } } },
  });
  const client = { name: `${row.user.firstName} ${row.user.lastName}`.trim(), email: row.user.email };
  const content = await renderIntakeAnswersPdf({ response, client });
  return fileDownloadResponse({ fileName: `intake-answers-${response.id}.pdf`, content, contentType: "application/pdf" });
}

/** The intake answers (PDF) attached to an appointment, for the client who booked it or an admin (404 for anyone else, or when none). */
export async function appointmentIntakeDownload(appointmentId: number, viewer: Viewer): Promise<Response> {
  await documentAppointment(appointmentId, viewer);
  const a = await db.appointment.findUniqueOrThrow({ where: { id: appointmentId }, select: { intakeResponseId: true } });
  return intakePdfResponse(a.intakeResponseId);
}

/** One submitted intake response (PDF) by its id: the owner's download from the client record. */
export const adminIntakeResponseDownload = (responseId: number) => intakePdfResponse(responseId);
