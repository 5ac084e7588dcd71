import { test } from "@playwright/test";
import { bookMoveAndCancelWithCredit, payPartWithGiftCard } from "./support/credits";

// Paying with a package's session and with a gift card, at 375 px. Days 21 and 22 are this file's.

test("a client books with a package's session, moves it and cancels it at 375 px", async ({ page }) => {
  await bookMoveAndCancelWithCredit(page, { screen: "mobile", day: 21 });
});

test("a gift card pays part of a booking at 375 px", async ({ page }) => {
  await payPartWithGiftCard(page, { screen: "mobile", day: 22 });
});
