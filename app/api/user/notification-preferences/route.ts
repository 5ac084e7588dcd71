import { apiRoute } from "@/lib/api/handler";
import { updateNotificationSettings } from "@/lib/accounts/users";
import { notificationSettingsSchema } from "@/lib/validations/profile";

// PUT /api/user/notification-preferences { notificationPreferences (JSON text), notificationsEnabled }
// -> the updated user. Pending reminders are rescheduled to match.
export const PUT = apiRoute({ access: "user", body: notificationSettingsSchema }, async ({ user, body }) =>
  updateNotificationSettings(user.id, body),
);
