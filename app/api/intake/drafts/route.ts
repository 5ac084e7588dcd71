import { apiRoute } from "@/lib/api/handler";
import { saveIntakeDraft } from "@/lib/intake/responses";
import { intakeDraftSchema } from "@/lib/validations/intake-responses";

// PUT /api/intake/drafts: keeps the caller's answers as they type (one draft per form version).
export const PUT = apiRoute({ access: "user", body: intakeDraftSchema }, async ({ body, user }) => saveIntakeDraft(user.id, body));
