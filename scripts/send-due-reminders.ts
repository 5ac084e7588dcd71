// Delivers the reminders that are due, once. For deployments without Inngest: run it from cron
// every few minutes (npm run reminders:send). Safe to overlap with itself or with Inngest.
import { deliverDueReminders } from "@/lib/reminders/deliver";
import { db } from "@/lib/db";

const report = await deliverDueReminders();
console.info(`Reminders: ${report.sent} sent, ${report.failed} failed (will retry), ${report.cancelled} cancelled.`);
await db.$disconnect();
