import { calendarFeedDocument } from "@/lib/calendar-feed/feed";
import { log } from "@/lib/ops/log";

// GET /calendar/{token}.ics: the owner's calendar feed, for the calendar apps she subscribed. The
// token is the only key (calendar apps send no login), so a wrong, old or missing token is the
// same bare 404 as any unknown page. Not through apiRoute: its request log writes the path, and the
// path is the secret.

export const dynamic = "force-dynamic";

const PRIVATE_HEADERS = {
  // Her appointments: no shared cache keeps them, and a turned-off address stops at once.
  "Cache-Control": "private, no-store",
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "no-referrer",
} as const;

export async function GET(_req: Request, { params }: { params: Promise<Record<string, string>> }): Promise<Response> {
  const started = performance.now();
  const document = await calendarFeedDocument((await params).token ?? "");
  log("info", "request", {
    method: "GET",
    path: "/calendar/[token].ics",
    status: document === null ? 404 : 200,
    durationMs: Math.round(performance.now() - started),
  });
  if (document === null)
    return new Response("Not found", { status: 404, headers: { ...PRIVATE_HEADERS, "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(document, {
    headers: {
      ...PRIVATE_HEADERS,
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="serenity-wellness-appointments.ics"',
    },
  });
}
