import { apiRoute } from "@/lib/api/handler";
import { findReusableConsent } from "@/lib/consent/forms";
import { reusableConsentQuerySchema } from "@/lib/validations/consent";

// GET /api/user/consent?serviceId=N: the caller's signed consent form that still covers a booking
// of that service (same service, current consent text, signed within 12 months), or null.
export const GET = apiRoute({ access: "user", query: reusableConsentQuerySchema }, async ({ query, user }) => ({
  consent: await findReusableConsent(user.id, query.serviceId),
}));
