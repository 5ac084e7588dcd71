import { db, Prisma } from "@/lib/db";
import { log } from "@/lib/ops/log";
import { scheduledJobs, type ScheduledJob } from "@/lib/jobs/schedule";

// Without Inngest the server itself runs the scheduled jobs, every minute. With several instances
// each one ticks; the JobRun row decides who runs a job for an interval (one atomic UPDATE moves
// its start time forward), and the jobs' own claims make any overlap harmless anyway.

const TICK_MS = 60_000;

let timer: NodeJS.Timeout | undefined;

/** True when this instance claimed the job's run for this interval. */
async function claim(job: ScheduledJob, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - job.everyMinutes * 60_000 + 1_000);
  const rows = await db.$queryRaw<{ id: string }[]>`
    INSERT INTO "JobRun" ("id", "startedAt") VALUES (${job.id}, ${now})
    ON CONFLICT ("id") DO UPDATE SET "startedAt" = ${now}, "finishedAt" = NULL
    WHERE "JobRun"."startedAt" <= ${due}
    RETURNING "id"`;
  return rows.length === 1;
}

/** One tick: every job whose interval has passed and that no other instance took, one after another. */
export async function tick(now = new Date()): Promise<void> {
  for (const job of scheduledJobs) {
    try {
      if (!(await claim(job, now))) continue;
      const started = Date.now();
      const outcome = (await job.run()) ?? null;
      await db.jobRun.update({ where: { id: job.id }, data: { finishedAt: new Date(), outcome: outcome as Prisma.InputJsonValue } });
      log("info", "job", { job: job.id, durationMs: Date.now() - started, outcome });
    } catch (error) {
      log("error", "job failed", { job: job.id, error });
    }
  }
}

export function startInProcessScheduler(): void {
  if (timer) return;
  log("info", "scheduled jobs run in-process every minute (Inngest is not configured)", { jobs: scheduledJobs.map((job) => job.id) });
  let running = false;
  const run = async () => {
    if (running) return; // a slow tick is never doubled
    running = true;
    await tick().finally(() => (running = false));
  };
  timer = setInterval(run, TICK_MS);
  timer.unref();
  setTimeout(run, 5_000).unref(); // soon after start, not a minute later
}
