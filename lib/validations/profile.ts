import { z } from "zod";
import { accountEmailSchema, newPasswordSchema } from "@/lib/validations/auth";
import { idField, optionalPhoneField, personName, timeZoneField } from "@/lib/validations/fields";
import { notificationPreferencesSchema } from "@/lib/validations/notification-preferences";

// The profile's forms and their API endpoints share these schemas.

/** PATCH /api/user: name, email and phone. */
export const profileUpdateSchema = z.object({
  firstName: personName("First name"),
  lastName: personName("Last name"),
  email: accountEmailSchema,
  phone: optionalPhoneField,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

/** POST /api/user/password. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string("Current password is required").min(1, "Current password is required"),
    newPassword: z.string("New password is required").min(1, "New password is required").pipe(newPasswordSchema),
    confirmPassword: z.string("Please confirm your new password").min(1, "Please confirm your new password"),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { message: "The passwords do not match", path: ["confirmPassword"] })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: "The new password must be different from the current one",
    path: ["newPassword"],
  });
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/**
 * PUT /api/user/notification-preferences. The spec sends the preferences as JSON text; an object
 * is accepted too. Either way the server validates it with the same schema as the form.
 */
export const notificationSettingsSchema = z.object({
  notificationsEnabled: z.boolean("notificationsEnabled must be true or false"),
  notificationPreferences: z
    .union([z.string(), z.record(z.string(), z.unknown())], "notificationPreferences must be JSON text")
    .transform((value, ctx) => {
      if (typeof value !== "string") return value;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: "custom", message: "notificationPreferences must be valid JSON" });
        return z.NEVER;
      }
    })
    .pipe(notificationPreferencesSchema),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

/** POST /api/user/preferences (the booking step's "Remember my preferences"). */
export const bookingPreferencesSchema = z.object({
  serviceId: idField("Please select a service"),
  practitionerId: idField().nullish(),
});
export type BookingPreferencesInput = z.infer<typeof bookingPreferencesSchema>;

/** PUT /api/user/time-zone: the zone the client sees times in (detected in the browser, or chosen). */
export const timeZoneSettingSchema = z.object({ timeZone: timeZoneField });
export type TimeZoneSettingInput = z.infer<typeof timeZoneSettingSchema>;
