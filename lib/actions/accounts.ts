"use server";

import { askForPasswordReset } from "@/lib/accounts/password-reset";
import { passwordResetRequestSchema } from "@/lib/validations/password-reset";
import { formAction } from "./define";

// The account forms' actions. Each calls the same domain function as its JSON route.

export const requestPasswordResetAction = formAction(
  { name: "password-reset.request", schema: passwordResetRequestSchema },
  async ({ input, ip }) => askForPasswordReset(ip, input.login),
);
