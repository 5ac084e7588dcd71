import { z } from "zod";
import { apiRoute } from "@/lib/api/handler";
import { assertCanReadUser, listUpcomingVirtualAppointments } from "@/lib/accounts/client-data";
import { idField } from "@/lib/validations/fields";

const params = z.object({ userId: idField("Invalid user id") });

// GET /api/user/{userId}/virtual-appointments: that user's upcoming virtual sessions; only for
// that user or an admin (403 otherwise).
export const GET = apiRoute({ access: "user", params }, async ({ user, params }) => {
  assertCanReadUser(user, params.userId);
  return listUpcomingVirtualAppointments(params.userId);
});
