import { apiRoute, idParams } from "@/lib/api/handler";
import { getAdminAppointment } from "@/lib/admin/appointments";

// GET /api/admin/appointments/{id}: one appointment (admin view).
export const GET = apiRoute({ access: "admin", params: idParams }, async ({ params }) => getAdminAppointment(params.id));
