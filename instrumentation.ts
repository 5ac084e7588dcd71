// Runs once when a Next.js server starts (npm start, npm run dev). Scheduled jobs: Inngest runs
// them when it is configured; otherwise this server runs them itself, every minute.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { inngestEnabled } = await import("@/lib/env");
  const { log } = await import("@/lib/ops/log");
  const { videoRoomMode } = await import("@/lib/video-rooms/rooms");
  log("info", `video rooms: ${videoRoomMode()}`);
  const { smsMode } = await import("@/lib/sms/config");
  log("info", smsMode() === "twilio" ? "text messages: sent through Twilio" : "text messages: recorded only (Twilio is not configured)");
  // The calendar guard's test escape (docs/decisions.md Y10): loud, so a deployment never keeps it unnoticed.
  if (process.env.CALENDAR_FETCH_ALLOW_ORIGINS)
    log(
      "warn",
      `calendar addresses on ${process.env.CALENDAR_FETCH_ALLOW_ORIGINS} are fetched without the public-https check (for tests only)`,
    );
  if (inngestEnabled) {
    log("info", "scheduled jobs run on Inngest (served at /api/inngest)");
    return;
  }
  if (process.env.JOBS_IN_PROCESS === "0") {
    log("warn", "scheduled jobs are off (JOBS_IN_PROCESS=0): run npm run jobs:run from cron");
    return;
  }
  const { startInProcessScheduler } = await import("@/lib/jobs/in-process");
  startInProcessScheduler();
}
