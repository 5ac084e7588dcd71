import { apiRoute } from "@/lib/api/handler";
import { changePassword } from "@/lib/accounts/users";
import { currentSessionId } from "@/lib/auth/current-user";
import { rateLimits } from "@/lib/rate-limit";
import { passwordChangeSchema } from "@/lib/validations/profile";

// POST /api/user/password { currentPassword, newPassword, confirmPassword }. Rate limited like
// login, since it checks a password. Other sessions end; this browser's stays.
export const POST = apiRoute({ access: "user", body: passwordChangeSchema, rateLimit: rateLimits.login }, async ({ user, body }) => {
  await changePassword(user.id, body, await currentSessionId());
  return { success: true };
});
