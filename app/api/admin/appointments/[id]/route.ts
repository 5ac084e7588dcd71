import { idParams } from "@/lib/api/handler";
import { getAdminAppointment } from "@/lib/admin/appointments";
import { adminRoute } from "@/lib/admin/route";

// GET /api/admin/appointments/{id}: one appointment (admin view).
export const GET = adminRoute({ params: idParams }, async ({ params }) => getAdminAppointment(params.id));
