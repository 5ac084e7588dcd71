import { test } from "@playwright/test";
import { bookMoveAndCancelWithCredit, payPartWithGiftCard } from "./support/credits";

// Paying with a package's session and with a gift card, on a desktop screen. Days 19 and 20 are this file's.

test("a client books with a package's session, moves it and cancels it: the sessions left are right at each step", async ({ page }) => {
  await bookMoveAndCancelWithCredit(page, { screen: "desktop", day: 19 });
});

test("a gift card pays part of a booking and the card the rest", async ({ page }) => {
  await payPartWithGiftCard(page, { screen: "desktop", day: 20 });
});
