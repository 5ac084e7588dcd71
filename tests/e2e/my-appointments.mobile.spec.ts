import { test } from "@playwright/test";

import { findRescheduleAndCancel, pastCutoff } from "./support/my-appointments";

// My Appointments on a 375 px phone: the same story as my-appointments.spec.ts, with no sideways
// scrolling on the list, the reschedule page and after cancelling, and axe at each step.
test.use({ viewport: { width: 375, height: 812 } });

test("on a phone: find an in-person booking, move it to another day, cancel it and see the refund", async ({ page }) => {
  test.slow();
  await findRescheduleAndCancel(page, { screen: "mobile" });
});

test("on a phone, inside the cutoff: the policy and the practice's contacts, no buttons", async ({ page }) => {
  await pastCutoff(page, { screen: "mobile" });
});
