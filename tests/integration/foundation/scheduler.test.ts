import { afterEach, describe, expect, it, vi } from "vitest";

// Scheduled work runs on Inngest when it is configured, else in-process every minute, never both.
const state = vi.hoisted(() => ({ inngestEnabled: false, started: 0 }));
vi.mock("@/lib/env", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/env")>()),
  get inngestEnabled() {
    return state.inngestEnabled;
  },
}));
vi.mock("@/lib/jobs/in-process", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/jobs/in-process")>()),
  startInProcessScheduler: () => void state.started++,
}));

afterEach(() => {
  state.started = 0;
  vi.unstubAllEnvs();
});

describe("the scheduler at server start", () => {
  it("starts in-process only without Inngest, and never during the build", async () => {
    const { register } = await import("@/instrumentation");
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    state.inngestEnabled = true;
    await register();
    expect(state.started).toBe(0);

    state.inngestEnabled = false;
    await register();
    expect(state.started).toBe(1);

    vi.stubEnv("NEXT_PHASE", "phase-production-build");
    await register();
    expect(state.started).toBe(1);
  });

  it("a tick runs each job once, and one instance at a time", async () => {
    const { tick } = await vi.importActual<typeof import("@/lib/jobs/in-process")>("@/lib/jobs/in-process");
    const { scheduledJobs } = await import("@/lib/jobs/schedule");
    const slowJob = () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 300));
    const runs = scheduledJobs.map((job) => vi.spyOn(job, "run").mockImplementation(slowJob));
    try {
      // Two instances tick at the same moment: one of them runs each job.
      const now = new Date(Date.now() + 24 * 60 * 60_000); // past any earlier run of these jobs
      await Promise.all([tick(now), tick(now)]);
      for (const run of runs) expect(run).toHaveBeenCalledTimes(1);
      // A minute later the every-minute jobs are due again; the hourly one is not.
      await tick(new Date(now.getTime() + 60_000));
      for (const [i, job] of scheduledJobs.entries()) expect(runs[i]).toHaveBeenCalledTimes(job.everyMinutes === 1 ? 2 : 1);
    } finally {
      for (const run of runs) run.mockRestore();
    }
  });
});
