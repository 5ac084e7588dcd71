import { apiRoute } from "@/lib/api/handler";
import { saveTimeZone } from "@/lib/accounts/users";
import { timeZoneSettingSchema } from "@/lib/validations/profile";

// PUT /api/user/time-zone { timeZone }: the zone the client sees times in (IANA name) -> { timeZone }.
export const PUT = apiRoute({ access: "user", body: timeZoneSettingSchema }, async ({ user, body }) => saveTimeZone(user.id, body));
