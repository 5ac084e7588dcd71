import { Inngest } from "inngest";
import { inngestEnabled } from "@/lib/env";

// The Inngest client. Inngest runs the scheduled jobs (reminder delivery, slot window, holds) when
// INNGEST_EVENT_KEY + INNGEST_SIGNING_KEY (Inngest Cloud) or INNGEST_DEV=1 (local dev server) are
// set. Without them the app runs in an explicit "not configured" mode: /api/inngest answers 503,
// sendEvent() is a no-op, and the server runs the same jobs in-process every minute
// (lib/jobs, started by instrumentation.ts). Nothing in a request depends on Inngest.
export const inngest = new Inngest({ id: "serenity-wellness" });

export { inngestEnabled };

type EventPayload = Parameters<typeof inngest.send>[0];

/** Sends an event when Inngest is configured; otherwise nothing (the startup log says which mode runs). */
export async function sendEvent(payload: EventPayload): Promise<{ sent: boolean }> {
  if (!inngestEnabled) return { sent: false };
  await inngest.send(payload);
  return { sent: true };
}
