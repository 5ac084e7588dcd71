import { inngest } from "@/inngest/client";
import { deliverDueReminders } from "@/lib/reminders/deliver";

// Every 5 minutes: emails the reminders that are due. One run at a time; the claim in
// deliverDueReminders keeps overlapping runs from double-sending anyway.
export const sendDueReminders = inngest.createFunction(
  { id: "send-due-reminders", triggers: [{ cron: "*/5 * * * *" }], concurrency: { limit: 1 } },
  async ({ step }) => step.run("deliver-due-reminders", () => deliverDueReminders()),
);
