import { db } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { appointmentCalendarFile } from "@/lib/documents";
import { contentDisposition } from "@/lib/documents/downloads";

/** The dialog's Add to Calendar: the appointment's .ics (stored, else rendered); none for a cancelled one. */
export async function adminCalendarDownload(appointmentId: number): Promise<Response> {
  const a = await db.appointment.findUnique({ where: { id: appointmentId }, select: { status: true } });
  if (!a) throw notFound("Appointment not found.");
  if (a.status === "cancelled") throw conflict("This appointment is cancelled, so it has no calendar entry.");
  const file = await appointmentCalendarFile(appointmentId);
  return new Response(new Uint8Array(file.content), {
    headers: { "content-type": "text/calendar; charset=utf-8", "content-disposition": contentDisposition(file.fileName) },
  });
}
