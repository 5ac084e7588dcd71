"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { z } from "zod";

import { safeCallbackUrl } from "@/lib/accounts/callback-url";
import { ADMIN_HOME } from "@/lib/admin/return-path";
import { askForPasswordReset, resetPassword } from "@/lib/accounts/password-reset";
import { logIn, logOut, registerAndLogIn } from "@/lib/accounts/sign-in";
import { changePassword, updateNotificationSettings, updateProfile, type PublicUser } from "@/lib/accounts/users";
import { currentSessionId } from "@/lib/auth/current-user";
import { rateLimits } from "@/lib/rate-limit";
import { loginSchema, registerSchema } from "@/lib/validations/auth";
import { passwordResetConfirmSchema, passwordResetRequestSchema } from "@/lib/validations/password-reset";
import { notificationSettingsSchema, passwordChangeSchema, profileUpdateSchema } from "@/lib/validations/profile";
import { formAction } from "./define";

// The account forms' actions. Each calls the same domain function as its JSON route.

export const requestPasswordResetAction = formAction(
  { name: "password-reset.request", schema: passwordResetRequestSchema },
  async ({ input, ip }) => askForPasswordReset(ip, input.login),
);

export const resetPasswordAction = formAction(
  { name: "password-reset.confirm", schema: passwordResetConfirmSchema, rateLimit: rateLimits.passwordResetConfirm, secret: ["password"] },
  async ({ input }) => {
    await resetPassword(input.token, input.password);
  },
);

/**
 * Where the /auth forms go next. `enhanced` is set once the page has hydrated: then the form
 * greets the user and moves on itself; a form posted before that is redirected here.
 */
const afterAuth = z.object({ callbackUrl: z.string().optional(), enhanced: z.string().optional() });
type Welcome = Pick<PublicUser, "firstName"> & { next: string };

function welcome(user: PublicUser, form: z.infer<typeof afterAuth>): { data: Welcome } {
  const target = safeCallbackUrl(form.callbackUrl);
  // The owner signing in from the public login goes to her dashboard, not the home page.
  const next = user.isAdmin && target === "/" ? ADMIN_HOME : target;
  if (form.enhanced !== "1") redirect(next);
  return { data: { firstName: user.firstName, next } };
}

/** POST /api/login's sign-in (Auth.js, with its limits and lockout), from the Login tab. */
export const loginAction = formAction(
  { name: "auth.login", schema: loginSchema.extend(afterAuth.shape), secret: ["password"] },
  async ({ input }) => welcome(await logIn(input.username, input.password), input),
);

/** POST /api/register's account and sign-in, from the Register tab. */
export const registerAction = formAction(
  { name: "auth.register", schema: z.intersection(registerSchema, afterAuth), secret: ["password"] },
  async ({ input, ip }) => welcome(await registerAndLogIn(ip, input), input),
);

/** POST /api/logout: ends the session (logging out twice is not an error). */
export const logOutAction = formAction({ name: "auth.logout", schema: z.object({}) }, async () => {
  await logOut();
});

/** PATCH /api/user: the client's name, email and phone. */
export const updateProfileAction = formAction(
  { name: "account.profile", schema: profileUpdateSchema, access: "user" },
  async ({ input, user }) => {
    const saved = await updateProfile(user.id, input);
    revalidatePath("/profile"); // the summary card
    return { data: saved };
  },
);

/** PUT /api/user/notification-preferences: pending reminders follow. */
export const saveNotificationSettingsAction = formAction(
  { name: "account.notifications", schema: notificationSettingsSchema, access: "user" },
  async ({ input, user }) => {
    await updateNotificationSettings(user.id, input);
    revalidatePath("/profile"); // the summary card says Enabled or Disabled
  },
);

/** POST /api/user/password: other sessions end, this browser's stays (its cookie is unchanged). */
export const changePasswordAction = formAction(
  {
    name: "account.password",
    schema: passwordChangeSchema,
    access: "user",
    rateLimit: rateLimits.login,
    secret: ["currentPassword", "newPassword", "confirmPassword"],
  },
  async ({ input, user }) => changePassword(user.id, input, await currentSessionId()),
);
