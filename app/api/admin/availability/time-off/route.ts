import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { createTimeOff, deleteTimeOff } from "@/lib/availability/time-off";
import { timeOffCreateSchema, timeOffRangeSchema } from "@/lib/availability/validation";

// POST /api/admin/availability/time-off { practitionerId, from, to?, reason?, acknowledged, cancel }
// -> TimeOffSaveResult: the days become time off (400 for a past start or days already off; 409
// when a live booking on them is not in `acknowledged`); `cancel` bookings are cancelled with refunds.
export const POST = apiRoute({ access: "admin", body: timeOffCreateSchema }, async ({ body, user }) =>
  createTimeOff(auditActor(user), body),
);

// DELETE /api/admin/availability/time-off { practitionerId, from, to? } -> { removed }: those days
// can be booked again (404 when none of them is time off).
export const DELETE = apiRoute({ access: "admin", body: timeOffRangeSchema }, async ({ body, user }) =>
  deleteTimeOff(auditActor(user), body),
);
