import { NextResponse } from "next/server";
import { getAdminAppointment, listAppointments } from "@/lib/admin/appointments";
import { bookForClient } from "@/lib/appointments/owner-booking";
import { auditActor } from "@/lib/audit/record";
import { ownerBookingSchema } from "@/lib/validations/owner-appointments";
import { apiRoute } from "@/lib/api/handler";
import { appointmentListQuerySchema } from "@/lib/admin/validation";

// GET /api/admin/appointments?search=&status=&page=&pageSize= -> the spec's list of appointments
// (admin view, newest first), one page of it; the paging is in headers: X-Total-Count, X-Page,
// X-Page-Size (default 20, at most 200).
export const GET = apiRoute({ access: "admin", query: appointmentListQuerySchema }, async ({ query }) => {
  const result = await listAppointments(query);
  return NextResponse.json(result.appointments, {
    headers: { "X-Total-Count": String(result.total), "X-Page": String(result.page), "X-Page-Size": String(result.pageSize) },
  });
});

// POST /api/admin/appointments { serviceId, date, time, timeSlotId?, override, firstName, lastName,
// email, phone?, notes?, payment: later | in_person | free } -> 201 and the booked appointment. 400
// for the wizard's rules (without override) and bad fields, 409 when the time is taken.
export const POST = apiRoute({ access: "admin", body: ownerBookingSchema }, async ({ body, user }) =>
  NextResponse.json(await getAdminAppointment(await bookForClient(body, { actor: auditActor(user) })), { status: 201 }),
);
