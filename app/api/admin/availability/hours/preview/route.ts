import { apiRoute } from "@/lib/api/handler";
import { previewHoursChange } from "@/lib/availability/hours";
import { hoursPreviewSchema } from "@/lib/availability/validation";

// POST /api/admin/availability/hours/preview { practitionerId, hours } -> { conflicts: AdminAppointment[] }:
// the live bookings these hours would leave outside the working hours (nothing is changed).
export const POST = apiRoute({ access: "admin", body: hoursPreviewSchema }, async ({ body }) => previewHoursChange(body));
