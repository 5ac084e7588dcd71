import { apiRoute } from "@/lib/api/handler";
import { toPublicUser } from "@/lib/accounts/users";

// GET /api/session: `{ user }` with the logged-in user or null, always 200, so the static pages'
// header can ask without a failing request for visitors. Unlike Auth.js's /api/auth/session it
// never re-issues the session cookie, so it cannot race a logout and log the user back in.
export const GET = apiRoute({ access: "optional" }, async ({ user }) => ({ user: user ? toPublicUser(user) : null }));
