// npm run jobs:run: runs every scheduled job once (reminders, paid-hold reconciliation and expired
// holds, the slot window), for deployments that turn the in-process scheduler off
// (JOBS_IN_PROCESS=0) and use a system cron instead. Safe to overlap with itself, Inngest or a server.
import { db } from "@/lib/db";
import { scheduledJobs } from "@/lib/jobs/schedule";

for (const job of scheduledJobs) console.info(job.id, JSON.stringify(await job.run()));
await db.$disconnect();
