import { z } from "zod";
import { apiRoute, parse, readText } from "@/lib/api/handler";
import { badRequest } from "@/lib/errors";
import { unsubscribeByToken } from "@/lib/newsletter/subscriptions";
import { unsubscribeSchema } from "@/lib/validations/newsletter";

const query = z.object({ token: z.string().optional() });

/**
 * POST { token } from the unsubscribe page, or RFC 8058 one-click: the mail client POSTs
 * `List-Unsubscribe=One-Click` (form-encoded) to the List-Unsubscribe URL, token in the query.
 */
export const POST = apiRoute({ query, allowCrossSite: true }, async ({ query, req }) => {
  const token = query.token ?? (await tokenFromJsonBody(req));
  const { email } = await unsubscribeByToken(parse(unsubscribeSchema, { token }).token);
  return { success: true, email };
});

async function tokenFromJsonBody(req: Request): Promise<unknown> {
  if (!req.headers.get("content-type")?.includes("application/json")) return undefined;
  const text = await readText(req);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  return body && typeof body === "object" ? (body as { token?: unknown }).token : undefined;
}
