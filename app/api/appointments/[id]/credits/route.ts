import { apiRoute, idParams } from "@/lib/api/handler";
import { creditOptions } from "@/lib/appointments/credits";

// GET /api/appointments/{id}/credits -> CreditOption[]: the caller's packages that can pay for
// their hold (404 for anyone else's appointment).
export const GET = apiRoute({ access: "user", params: idParams }, async ({ params, user }) => creditOptions(user.id, params.id));
