import { apiRoute } from "@/lib/api/handler";
import { intakeForService } from "@/lib/intake/responses";
import { intakeServiceParamsSchema } from "@/lib/validations/intake-responses";

// GET /api/intake/services/{serviceId}: the form the service asks the caller (or null), whether
// their answers already cover a booking, and their answers so far (draft, else last answers).
export const GET = apiRoute({ access: "user", params: intakeServiceParamsSchema }, async ({ params, user }) =>
  intakeForService(user.id, params.serviceId),
);
