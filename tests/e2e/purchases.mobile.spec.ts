import { test } from "@playwright/test";
import { registerAndLogin } from "./support/auth";
import { expectNoHorizontalScroll } from "./support/checkout";
import { buyGiftCardForFriend, buyProgram } from "./support/purchases";

// The same purchases at 375 px: nothing wider than the screen.

test("at 375 px a client buys the three-session program", async ({ page }) => {
  await registerAndLogin(page);
  await buyProgram(page, "purchases-mobile");
  await expectNoHorizontalScroll(page);
});

test("at 375 px a client buys a gift card for a friend on a date", async ({ page }) => {
  await registerAndLogin(page);
  await buyGiftCardForFriend(page, "purchases-mobile", `friend_m_${Date.now()}@example.com`);
  await expectNoHorizontalScroll(page);
});
