import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "@/lib/accounts/callback-url";
import { bookServiceHref, requestedServiceId, scheduleReturnPath } from "@/lib/booking/links";

describe("booking links", () => {
  it("Book Now goes to the wizard with the service", () => {
    expect(bookServiceHref(12)).toBe("/schedule?service=12");
  });

  it("reads the service hint only when it is an id", () => {
    expect(requestedServiceId({ service: "12" })).toBe(12);
    for (const service of [undefined, "", "0", "-3", "12abc", "1.5", "0x10", " 12", "99999999999", ["3", "4"]])
      expect(requestedServiceId({ service }), String(service)).toBeNull();
  });

  it("keeps the hint through the login redirect (and nothing else)", () => {
    expect(scheduleReturnPath(12)).toBe("/schedule?service=12");
    expect(scheduleReturnPath(null)).toBe("/schedule");
    expect(safeCallbackUrl(decodeURIComponent(encodeURIComponent(scheduleReturnPath(12))))).toBe("/schedule?service=12");
  });
});
