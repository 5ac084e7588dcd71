import { apiRoute } from "@/lib/api/handler";
import { listRemindersForUser } from "@/lib/accounts/client-data";

// GET /api/user/reminders: the caller's own reminders, newest schedule first.
export const GET = apiRoute({ access: "user" }, async ({ user }) => listRemindersForUser(user.id));
