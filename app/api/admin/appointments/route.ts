import { NextResponse } from "next/server";
import { listAppointments } from "@/lib/admin/appointments";
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
