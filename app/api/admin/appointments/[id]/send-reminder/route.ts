import { idParams } from "@/lib/api/handler";
import { sendReminderNow } from "@/lib/admin/actions";
import { adminRoute } from "@/lib/admin/route";

// POST /api/admin/appointments/{id}/send-reminder (empty body): emails the client a reminder now.
export const POST = adminRoute({ params: idParams }, async ({ params }) => sendReminderNow(params.id));
