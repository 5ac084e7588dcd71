import { test } from "@playwright/test";
import { newClientAnswersIntakeAndBooks } from "./support/intake";

// The intake form on a 375 px phone: the dialog, its errors and My Appointments fit and pass axe.
test.use({ viewport: { width: 375, height: 812 } });

test("a new client answers the intake form on a phone, reloads in the middle, and books", async ({ page }) => {
  test.slow();
  await newClientAnswersIntakeAndBooks(page, 29, "intake-mobile");
});
