import { apiRoute } from "@/lib/api/handler";
import { confirmTextNumber } from "@/lib/reminders/text";
import { smsVerifySchema } from "@/lib/validations/sms";

// POST /api/user/sms/verify { code } -> SmsStatus: the number is verified and texts are on (400 wrong
// or expired code, 429 after 5 wrong codes).
export const POST = apiRoute({ access: "user", body: smsVerifySchema }, async ({ user, body }) => confirmTextNumber(user.id, body.code));
