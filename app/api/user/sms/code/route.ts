import { apiRoute } from "@/lib/api/handler";
import { rateLimits } from "@/lib/rate-limit";
import { startSmsVerification } from "@/lib/sms/subscription";
import { smsStartSchema } from "@/lib/validations/sms";

// POST /api/user/sms/code { phone, consent: true } -> SmsStatus: texts a 6-digit code to the number
// (400 for a number that is not a US mobile, 409 while the practice has texts off, 429 after 3 codes an hour).
export const POST = apiRoute({ access: "user", body: smsStartSchema, rateLimit: rateLimits.smsCodes }, async ({ user, body }) =>
  startSmsVerification(user.id, body),
);
