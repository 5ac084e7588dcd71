import { apiRoute } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { saveWorkingHours } from "@/lib/availability/hours";
import { hoursSaveSchema } from "@/lib/availability/validation";

// PUT /api/admin/availability/hours { practitionerId, hours: [{ weekday, start, end }], acknowledged: [ids],
// cancel: [ids] } -> HoursSaveResult. Replaces the whole week at once (400 with field errors keyed
// "hours.{i}.start|end"); 409 when a live booking the new hours leave out is not in `acknowledged`
// (ask /hours/preview again); the bookings in `cancel` are cancelled with a full refund, the rest kept.
export const PUT = apiRoute({ access: "admin", body: hoursSaveSchema }, async ({ body, user }) => saveWorkingHours(auditActor(user), body));
