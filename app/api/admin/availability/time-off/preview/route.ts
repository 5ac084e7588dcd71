import { apiRoute } from "@/lib/api/handler";
import { previewTimeOff } from "@/lib/availability/time-off";
import { timeOffRangeSchema } from "@/lib/availability/validation";

// POST /api/admin/availability/time-off/preview { practitionerId, from, to? } -> TimeOffPreview:
// the days that would become time off, those already off, and the live bookings on the new ones.
export const POST = apiRoute({ access: "admin", body: timeOffRangeSchema }, async ({ body }) => previewTimeOff(body));
