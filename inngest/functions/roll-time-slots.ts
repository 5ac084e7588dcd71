import { inngest } from "@/inngest/client";
import { ensureTimeSlots } from "@/lib/booking/slots";
import { releaseUnpaidExpiredHolds } from "@/lib/appointments/reconcile";
import { siteConfig } from "@/lib/site-config";

// Keeps the booking window rolling: each night the next day's slots are generated (the window
// always reaches the last bookable date), and expired holds are tidied up every 5 minutes (after paid ones are confirmed).
// Both jobs are idempotent, and availability never depends on them having run: slots are also
// generated on demand and expired holds are ignored and released when a new hold needs the time.

export const rollTimeSlots = inngest.createFunction(
  { id: "roll-time-slots", triggers: [{ cron: `TZ=${siteConfig.timeZone} 5 0 * * *` }] },
  async ({ step }) => step.run("ensure-time-slots", () => ensureTimeSlots()),
);

// Every 5 minutes: pending appointments whose payment succeeded (the client closed the tab before
// completing) are confirmed first, then holds that ran out unpaid are released.
export const releaseExpiredBookingHolds = inngest.createFunction(
  { id: "release-expired-holds", triggers: [{ cron: "*/5 * * * *" }] },
  async ({ step }) => step.run("release-expired-holds", () => releaseUnpaidExpiredHolds()),
);
