import { apiRoute } from "@/lib/api/handler";
import { saveBookingPreferences } from "@/lib/accounts/users";
import { bookingPreferencesSchema } from "@/lib/validations/profile";

// POST /api/user/preferences { serviceId, practitionerId? }: the booking step's saved choice.
export const POST = apiRoute({ access: "user", body: bookingPreferencesSchema }, async ({ user, body }) => {
  await saveBookingPreferences(user.id, body);
  return { success: true };
});
