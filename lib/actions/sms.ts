"use server";

import { revalidatePath } from "next/cache";
import { z } from "zod";

import { rateLimits } from "@/lib/rate-limit";
import { confirmTextNumber } from "@/lib/reminders/text";
import { setTextReminders, startSmsVerification, stopTexts, type SmsStatus } from "@/lib/sms/subscription";
import { smsReminderTypesSchema, smsStartSchema, smsVerifySchema } from "@/lib/validations/sms";
import { formAction } from "./define";

// The text-message forms (profile and the booking wizard's information step). Each calls the
// same domain function as its JSON route under app/api/user/sms.

const answer = (data: SmsStatus) => {
  revalidatePath("/profile");
  return { data };
};

/** POST /api/user/sms/code: consent and a number; a code is texted. */
export const startSmsAction = formAction(
  { name: "sms.code", schema: smsStartSchema, access: "user", rateLimit: rateLimits.smsCodes },
  async ({ input, user }) => answer(await startSmsVerification(user.id, input)),
);

/** POST /api/user/sms/verify: the texted code. */
export const verifySmsAction = formAction({ name: "sms.verify", schema: smsVerifySchema, access: "user" }, async ({ input, user }) =>
  answer(await confirmTextNumber(user.id, input.code)),
);

/** PUT /api/user/sms: which reminders come by text. */
export const saveSmsRemindersAction = formAction(
  { name: "sms.reminders", schema: smsReminderTypesSchema, access: "user" },
  async ({ input, user }) => answer(await setTextReminders(user.id, input.reminderTypes)),
);

/** DELETE /api/user/sms: no more texts. */
export const stopSmsAction = formAction({ name: "sms.stop", schema: z.object({}), access: "user" }, async ({ user }) =>
  answer(await stopTexts(user.id)),
);
