import { apiRoute } from "@/lib/api/handler";
import { getSmsStatus, setTextReminders, stopTexts } from "@/lib/sms/subscription";
import { smsReminderTypesSchema } from "@/lib/validations/sms";

// GET /api/user/sms -> SmsStatus: whether texts are on, the verified number, a code in progress,
// which reminders come by text, and whether the practice sends texts at all.
export const GET = apiRoute({ access: "user" }, async ({ user }) => getSmsStatus(user.id));

// PUT /api/user/sms { reminderTypes } -> SmsStatus: which reminders also come by text (409 unless texts are on).
export const PUT = apiRoute({ access: "user", body: smsReminderTypesSchema }, async ({ user, body }) =>
  setTextReminders(user.id, body.reminderTypes),
);

// DELETE /api/user/sms -> SmsStatus: stops texts (as replying STOP does).
export const DELETE = apiRoute({ access: "user" }, async ({ user }) => stopTexts(user.id));
