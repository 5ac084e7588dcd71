import { apiRoute, idParams } from "@/lib/api/handler";
import { resendEmail } from "@/lib/admin/emails";

// POST /api/admin/emails/{id}/resend -> AdminEmail: a failed email goes out again (409 unless failed).
export const POST = apiRoute({ access: "admin", params: idParams }, async ({ params }) => resendEmail(params.id));
