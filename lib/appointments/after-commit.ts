import { log } from "@/lib/ops/log";

/**
 * Runs the side effects of a committed change to an appointment (emails, documents, reminders,
 * closing a payment intent), in order, each on its own: a failure is logged and swallowed, so it
 * never undoes the change nor stops the steps after it. What failed is in the log (and, for an
 * email, in the email log, where the outbox retries it); the next run of an idempotent step
 * (documents, the confirmation email) repairs what it missed.
 */
export async function afterCommit(appointmentId: number, change: string, steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    try {
      await step();
    } catch (error) {
      log("error", "follow-up of an appointment change failed", { appointmentId, change, error });
    }
  }
}
