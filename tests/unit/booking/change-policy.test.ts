import { describe, expect, it } from "vitest";
import { cancelledByOf } from "@/lib/booking/cancel-reasons";
import { CHANGE_MESSAGES, cancellationPolicy, changeDeadline, clientChangeState } from "@/lib/booking/policy";
import { siteConfig } from "@/lib/site-config";

// The one rule for a client's own reschedules and cancellations (server and UI share it).

const HOUR = 3_600_000;
const startsAt = new Date("2027-03-16T14:00:00.000Z"); // 10:00 EDT
const confirmed = { status: "confirmed" as const, startsAt };

describe("changeDeadline", () => {
  it("is the start minus the policy's cutoff (48 hours by default), as an instant", () => {
    expect(siteConfig.booking.cancellation.cutoffHours).toBe(48);
    expect(changeDeadline(startsAt).toISOString()).toBe("2027-03-14T14:00:00.000Z");
    expect(changeDeadline(startsAt.toISOString(), { cutoffHours: 24, refund: "full" }).toISOString()).toBe("2027-03-15T14:00:00.000Z");
  });

  it("counts real hours across a daylight-saving change (March 14, 2027 springs forward)", () => {
    // 48 elapsed hours before 10:00 EDT on Tuesday the 16th: 10:00 EDT on Sunday the 14th (after the 2 AM change).
    expect(changeDeadline(startsAt).getTime()).toBe(startsAt.getTime() - 48 * HOUR);
  });
});

describe("clientChangeState", () => {
  const deadline = changeDeadline(startsAt);

  it("allows a confirmed, upcoming booking up to and including the deadline", () => {
    expect(clientChangeState(confirmed, new Date(deadline.getTime() - 1))).toEqual({
      canChange: true,
      deadline: deadline.toISOString(),
      reason: null,
    });
    expect(clientChangeState(confirmed, deadline)).toMatchObject({ canChange: true, reason: null });
  });

  it("refuses from the first moment after the deadline", () => {
    expect(clientChangeState(confirmed, new Date(deadline.getTime() + 1))).toEqual({
      canChange: false,
      deadline: deadline.toISOString(),
      reason: "cutoff_passed",
    });
  });

  it("refuses pending holds, completed and cancelled bookings", () => {
    const early = new Date(deadline.getTime() - 10 * 24 * HOUR);
    for (const status of ["pending", "completed", "cancelled"] as const) {
      expect(clientChangeState({ status, startsAt }, early), status).toMatchObject({ canChange: false, reason: "not_confirmed" });
    }
  });

  it("refuses a session that has started or is over, whatever its status", () => {
    expect(clientChangeState(confirmed, startsAt)).toMatchObject({ canChange: false, reason: "past" });
    expect(clientChangeState({ status: "completed", startsAt }, new Date(startsAt.getTime() + HOUR))).toMatchObject({ reason: "past" });
  });

  it("follows the configured cutoff", () => {
    const now = new Date(startsAt.getTime() - 30 * HOUR);
    expect(clientChangeState(confirmed, now).reason).toBe("cutoff_passed");
    expect(clientChangeState(confirmed, now, { cutoffHours: 24, refund: "full" }).reason).toBeNull();
  });
});

describe("the refusal past the cutoff", () => {
  it("states the policy itself and how to reach the practice", () => {
    const message = CHANGE_MESSAGES.cutoffPassed();
    expect(message).toContain(cancellationPolicy());
    expect(message).toContain(siteConfig.phone);
    expect(message).toContain(siteConfig.email);
  });
});

describe("cancelledByOf", () => {
  it("names the client or the practice, and nobody for a released hold", () => {
    expect(cancelledByOf("cancelled_by_client")).toBe("client");
    expect(cancelledByOf("cancelled_by_practice")).toBe("practice");
    expect(cancelledByOf("hold_expired")).toBeNull();
    expect(cancelledByOf(null)).toBeNull();
  });
});

describe("cancellationPolicy", () => {
  it("promises a full refund for a paid booking, and no refund at all for a free one", () => {
    expect(cancellationPolicy()).toBe(
      "You can cancel or reschedule up to 48 hours before your session starts for a full refund. Within 48 hours of the start, please contact us.",
    );
    expect(cancellationPolicy(undefined, { free: true })).toBe(
      "You can cancel or reschedule up to 48 hours before your session starts. Within 48 hours of the start, please contact us.",
    );
  });
});
