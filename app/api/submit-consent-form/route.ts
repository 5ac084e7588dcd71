import { apiRoute, created } from "@/lib/api/handler";
import { submitConsentForm } from "@/lib/consent/forms";
import { rateLimits } from "@/lib/rate-limit";
import { consentSubmissionSchema } from "@/lib/validations/consent";

// POST /api/submit-consent-form: stores the signed Consent and Liability Form for the logged-in user.
export const POST = apiRoute(
  { access: "user", body: consentSubmissionSchema, rateLimit: rateLimits.consent },
  async ({ body, user, ip, req }) =>
    created(await submitConsentForm(body, { userId: user.id, ip, userAgent: req.headers.get("user-agent") })),
);
