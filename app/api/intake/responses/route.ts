import { apiRoute } from "@/lib/api/handler";
import { submitIntakeResponse } from "@/lib/intake/responses";
import { intakeSubmitSchema } from "@/lib/validations/intake-responses";

// POST /api/intake/responses: sends the caller's answers (400 with messages by question id), for
// one of their bookings when appointmentId is given.
export const POST = apiRoute({ access: "user", body: intakeSubmitSchema }, async ({ body, user }) => submitIntakeResponse(user.id, body));
