import { NextResponse } from "next/server";
import { apiRoute, errorResponse, parse } from "@/lib/api/handler";
import { adminLogIn, adminLoginSchema } from "@/lib/admin/login";
import { assertSameOriginMutation, withNoStore } from "@/lib/admin/route";
import { AppError } from "@/lib/errors";

// POST /api/admin/login { username, password } -> { success: true } and the session cookie, or
// { success: false, message } with 400 (missing fields), 401 (wrong credentials or not an admin
// account: the same answer) or 429 (too many failed attempts, with Retry-After).
export const POST = apiRoute({}, async ({ req, ip }) => {
  try {
    assertSameOriginMutation(req);
    const body = parse(adminLoginSchema, await readJson(req));
    await adminLogIn(body, ip);
    return withNoStore(NextResponse.json({ success: true }));
  } catch (error) {
    const res = errorResponse(error);
    if (!(error instanceof AppError)) return withNoStore(res);
    const failed = NextResponse.json({ success: false, message: error.message }, { status: error.status, headers: error.headers });
    return withNoStore(failed);
  }
});

async function readJson(req: Request): Promise<unknown> {
  const text = await req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(400, "The request body is not valid JSON.");
  }
}
