import { apiRoute } from "@/lib/api/handler";
import { logOut } from "@/lib/accounts/sign-in";

// POST /api/logout clears the session cookie. Logging out twice is not an error.
export const POST = apiRoute({}, async () => {
  await logOut();
  return { success: true };
});
