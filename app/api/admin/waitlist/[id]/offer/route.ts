import { apiRoute, created, idParams } from "@/lib/api/handler";
import { auditActor } from "@/lib/audit/record";
import { offerTimeByHand } from "@/lib/waitlist/offers";
import { offerByHandSchema } from "@/lib/validations/waitlist";

// POST /api/admin/waitlist/{entryId}/offer { timeSlotId } -> 201 { offerId }: the owner offers a free
// time to a waiting client (held 30 minutes, emailed, audited). 404 for an entry no longer waiting;
// 409 when the client has a time on offer or the time is not free for the entry's service.
export const POST = apiRoute({ access: "admin", params: idParams, body: offerByHandSchema }, async ({ user, params, body }) =>
  created(await offerTimeByHand(auditActor(user), params.id, body.timeSlotId)),
);
