import { apiRoute, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { resendText } from "@/lib/admin/texts";

// POST /api/admin/texts/{id}/resend -> AdminText: a failed text goes out again (409 unless failed).
export const POST = apiRoute({ access: "admin", params: idParams }, async ({ params, user }) => resendText(auditActor(user), params.id));
