import { after } from "next/server";
import { log } from "@/lib/ops/log";

/**
 * Runs `task` after the response has gone out (Next's `after`), so whatever it does, or does not
 * do, cannot change how long the answer takes. Its failure is logged, never shown to the caller.
 * Outside a request (in-process tests, scripts) `after` is unavailable: the task runs at once.
 */
export async function afterResponse(name: string, task: () => Promise<unknown>): Promise<void> {
  const run = () =>
    task().then(
      () => undefined,
      (error: unknown) => log("error", `${name} failed`, { error }),
    );
  try {
    after(run);
  } catch {
    await run();
  }
}
