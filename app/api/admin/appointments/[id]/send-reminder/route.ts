import { apiRoute, idParams } from "@/lib/api/handler";
import { sendReminderNow } from "@/lib/admin/actions";

// POST /api/admin/appointments/{id}/send-reminder (empty body): emails the client a reminder now.
export const POST = apiRoute({ access: "admin", params: idParams }, async ({ params }) => sendReminderNow(params.id));
