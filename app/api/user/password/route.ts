import { apiRoute } from "@/lib/api/handler";
import { changePasswordKeepingSession } from "@/lib/accounts/sign-in";
import { rateLimits } from "@/lib/rate-limit";
import { passwordChangeSchema } from "@/lib/validations/profile";

// POST /api/user/password { currentPassword, newPassword, confirmPassword }. Rate limited like
// login, since it checks a password. Other sessions end; this one is re-issued so it stays.
export const POST = apiRoute({ access: "user", body: passwordChangeSchema, rateLimit: rateLimits.login }, async ({ user, body }) => {
  await changePasswordKeepingSession(user, body);
  return { success: true };
});
