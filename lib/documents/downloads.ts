import { conflict } from "@/lib/errors";
import { appointmentCalendarFile } from "@/lib/documents";
import { getAppointmentForUser } from "@/lib/booking/appointments";

/** The .ics download of a confirmed (or completed) appointment, for its owner or an admin. */
export async function appointmentCalendarDownload(appointmentId: number, viewer: { id: number; isAdmin: boolean }): Promise<Response> {
  const appointment = await getAppointmentForUser(appointmentId, viewer);
  if (appointment.status !== "confirmed" && appointment.status !== "completed") throw conflict("This appointment is not confirmed, so it has no calendar entry yet.");
  const file = await appointmentCalendarFile(appointmentId);
  return new Response(new Uint8Array(file.content), {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": `attachment; filename="${file.fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
