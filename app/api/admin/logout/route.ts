import { apiRoute } from "@/lib/api/handler";
import { logOut } from "@/lib/accounts/sign-in";

// POST /api/admin/logout ends the session (the same cookie as the client login). Logging out
// twice, or without a session, is not an error.
export const POST = apiRoute({}, async () => {
  await logOut();
  return { success: true };
});
