import { NextResponse } from "next/server";
import { apiRoute, errorResponse, parse, readJson } from "@/lib/api/handler";
import { adminLogIn, adminLoginSchema } from "@/lib/admin/login";
import { AppError } from "@/lib/errors";

// POST /api/admin/login { username, password } -> { success: true } and the session cookie, or
// { success: false, message } with 400 (missing fields), 401 (wrong credentials or not an admin
// account: the same answer) or 429 (too many failed attempts, with Retry-After). The body is read
// here rather than by apiRoute so that bad input also answers in the spec's `{ success, message }`.
export const POST = apiRoute({}, async ({ req }) => {
  try {
    const body = parse(adminLoginSchema, await readJson(req));
    await adminLogIn(body);
    return NextResponse.json({ success: true });
  } catch (error) {
    const res = errorResponse(error);
    if (!(error instanceof AppError)) return res;
    return NextResponse.json({ success: false, message: error.message }, { status: error.status, headers: error.headers });
  }
});
