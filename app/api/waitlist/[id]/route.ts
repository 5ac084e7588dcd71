import { apiRoute, idParams } from "@/lib/api/handler";
import { leaveWaitlist } from "@/lib/waitlist/entries";
import { timesFreed } from "@/lib/waitlist/offers";

// DELETE /api/waitlist/{id} -> { left: true }: the caller leaves their entry (404 when not theirs);
// a time on offer for it goes to the next waiting client.
export const DELETE = apiRoute({ access: "user", params: idParams }, async ({ user, params }) => {
  const result = await leaveWaitlist(user, params.id);
  await timesFreed("left the waitlist");
  return result;
});
