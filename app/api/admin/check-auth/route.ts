import { toPublicUser } from "@/lib/accounts/users";
import { adminRoute } from "@/lib/admin/route";

// GET /api/admin/check-auth: 200 { authenticated: true, user } for an admin session only;
// 401 without a session, 403 for a client account.
export const GET = adminRoute({}, async ({ user }) => ({ authenticated: true, user: toPublicUser(user) }));
