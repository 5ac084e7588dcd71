import { toPublicUser } from "@/lib/accounts/users";
import { apiRoute } from "@/lib/api/handler";

// GET /api/admin/check-auth: 200 { authenticated: true, user } for an admin session only;
// 401 without a session, 403 for a client account.
export const GET = apiRoute({ access: "admin" }, async ({ user }) => ({ authenticated: true, user: toPublicUser(user) }));
