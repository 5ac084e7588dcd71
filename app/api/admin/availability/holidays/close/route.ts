import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { closeHoliday } from "@/lib/availability/holidays";
import { holidayCloseSchema } from "@/lib/availability/validation";

// POST /api/admin/availability/holidays/close { practitionerId, date, acknowledged, cancel } ->
// TimeOffSaveResult: the federal holiday becomes time off named after it (400 when the date is not
// one in the booking window); the same conflict rules as time off (preview with /time-off/preview).
export const POST = apiRoute({ access: "admin", body: holidayCloseSchema }, async ({ body, user }) => closeHoliday(auditActor(user), body));
