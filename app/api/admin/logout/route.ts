import { apiRoute } from "@/lib/api/handler";
import { logOut } from "@/lib/accounts/session";
import { assertSameOriginMutation, withNoStore } from "@/lib/admin/route";
import { NextResponse } from "next/server";

// POST /api/admin/logout ends the session (the same cookie as the client login). Logging out
// twice, or without a session, is not an error.
export const POST = apiRoute({}, async ({ req }) => {
  assertSameOriginMutation(req);
  await logOut();
  return withNoStore(NextResponse.json({ success: true }));
});
