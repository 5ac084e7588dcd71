import { InngestTestEngine } from "@inngest/test";
import { describe, expect, it } from "vitest";
import { functions } from "@/inngest/functions";
import {
  deleteUnusedImages,
  expirePackages,
  offerWaitlistTimes,
  remindIntakeForms,
  releaseExpiredBookingHolds,
  retryEmails,
  retryTexts,
  rollTimeSlots,
  sendDueReminders,
  sendGiftCards,
  syncCalendars,
  syncVideoRooms,
} from "@/inngest/functions/scheduled-jobs";
import { cronOf, jobs, scheduledJobs } from "@/lib/jobs/schedule";
import { latestBookableDate } from "@/lib/booking/dates";
import { db } from "@/lib/db";
import { createUser } from "../../support/api";
import { bookableDate, holdWithConsent, request, serviceBySlug, slotAt } from "./helpers";

describe("scheduled booking jobs", () => {
  it("are registered", () => {
    expect(functions).toEqual(expect.arrayContaining([rollTimeSlots, releaseExpiredBookingHolds, deleteUnusedImages]));
  });

  it("run on Inngest with the timing the in-process scheduler uses (one definition each)", () => {
    const onInngest = [
      sendDueReminders,
      retryEmails,
      retryTexts,
      releaseExpiredBookingHolds,
      rollTimeSlots,
      syncVideoRooms,
      deleteUnusedImages,
      sendGiftCards,
      expirePackages,
      remindIntakeForms,
      syncCalendars,
      offerWaitlistTimes,
    ];
    expect(onInngest.map((fn) => fn.opts.id)).toEqual(scheduledJobs.map((job) => job.id));
    for (const [i, job] of scheduledJobs.entries()) expect(onInngest[i].opts.triggers).toEqual([{ cron: cronOf(job) }]);
    expect(cronOf(jobs.sendDueReminders)).toBe("* * * * *");
    expect(cronOf(jobs.rollTimeSlots)).toBe("0 * * * *");
    expect(cronOf({ ...jobs.retryEmails, everyMinutes: 5 })).toBe("*/5 * * * *");
    expect(cronOf({ ...jobs.retryEmails, everyMinutes: 180 })).toBe("0 */3 * * *");
  });

  it("roll-time-slots keeps the window generated through the last bookable date", async () => {
    const { result } = await new InngestTestEngine({ function: rollTimeSlots }).execute();
    expect(result).toMatchObject({ through: latestBookableDate() });
    const { _max } = await db.timeSlot.aggregate({ _max: { date: true } });
    expect(_max.date!.toISOString().slice(0, 10) >= latestBookableDate()).toBe(true);
  });

  it("release-expired-holds cancels holds whose 30 minutes ran out", async () => {
    const date = await bookableDate(4, 4);
    const stale = await holdWithConsent(
      await createUser(),
      request(await slotAt(date, "09:00"), (await serviceBySlug("restorative-yoga-nidra")).id),
      {
        now: new Date(Date.now() - 31 * 60_000),
      },
    );
    const { result } = await new InngestTestEngine({ function: releaseExpiredBookingHolds }).execute();
    expect((result as { released: number }).released).toBeGreaterThanOrEqual(1);
    expect(await db.appointment.findUniqueOrThrow({ where: { id: stale.id } })).toMatchObject({
      status: "cancelled",
      cancelReason: "hold_expired",
    });
  });
});
