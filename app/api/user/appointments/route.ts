import { apiRoute } from "@/lib/api/handler";
import { listAppointmentsForUser } from "@/lib/accounts/client-data";

// GET /api/user/appointments: the caller's appointments, upcoming then past, with status and payment.
export const GET = apiRoute({ access: "user" }, async ({ user }) => listAppointmentsForUser(user.id));
