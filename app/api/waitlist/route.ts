import { apiRoute, created } from "@/lib/api/handler";
import { rateLimits } from "@/lib/rate-limit";
import { joinWaitlist, listWaitlistForUser } from "@/lib/waitlist/entries";
import { joinWaitlistSchema } from "@/lib/validations/waitlist";

// GET /api/waitlist -> WaitlistEntryDTO[]: the caller's waiting entries, in joining order.
export const GET = apiRoute({ access: "user" }, async ({ user }) => listWaitlistForUser(user.id));

// POST /api/waitlist { serviceId, dates: yyyy-MM-dd[] (1-7, bookable), dayPart?: morning | afternoon | evening }
//   -> 201 WaitlistEntryDTO. 409 at 5 waiting entries or for a service and date already waited for.
export const POST = apiRoute({ access: "user", body: joinWaitlistSchema, rateLimit: rateLimits.booking }, async ({ user, body }) =>
  created(await joinWaitlist(user, body)),
);
