import { expect, test } from "@playwright/test";
import { registerAndLogin } from "./support/auth";
import {
  answerIntakeIfAsked,
  chooseDay,
  chooseServiceAndConfirmAge,
  expectNoAxeViolations,
  expectToast,
  openSchedule,
  signConsent,
  stepHeading,
} from "./support/booking";
import { fillBilling, fillCard, myAppointments, reachPayment, reloadOn, signConsentThroughApi } from "./support/booking-resume";

// Nothing is lost on reload or Back, sign once, payment problems stay on screen.
// Days 8 and later (chooseDay index) keep clear of the other booking specs.

test.describe("reload and Back", () => {
  test("a reload on every step keeps the step and what was entered; Back goes to the previous step", async ({ page }) => {
    test.slow();
    await registerAndLogin(page);
    await openSchedule(page);

    // Step 1: the chosen service survives a reload.
    await page.getByRole("radio", { name: "Private Yoga (Virtual)" }).check();
    await reloadOn(page, "Select a Service");
    await expect(page.getByRole("radio", { name: "Private Yoga (Virtual)" })).toBeChecked();

    // The age answer and the half-filled consent form survive a reload: no second age question.
    const consent = await chooseServiceAndConfirmAge(page, "Private Yoga (Virtual)");
    await consent.getByRole("button", { name: "Type" }).click();
    await consent.getByLabel("Type your signature").fill("Avery Quinn");
    await consent.getByRole("checkbox", { name: /I have read and agree/ }).check();
    await page.reload();
    const reopened = page.getByRole("dialog", { name: "Consent and Liability Form" });
    await expect(reopened).toBeVisible();
    await expect(page.getByRole("dialog", { name: "Age Verification" })).toHaveCount(0);
    await expect(reopened.getByLabel("Type your signature")).toHaveValue("Avery Quinn");
    await expect(reopened.getByRole("checkbox", { name: /I have read and agree/ })).toBeChecked();
    await reopened.getByRole("button", { name: "Submit Form" }).click();
    await answerIntakeIfAsked(page);

    // Step 2: the chosen day and time survive a reload.
    await reloadOn(page, "Select a Date");
    const slots = await chooseDay(page, 8);
    const slot = slots.getByRole("button").nth(2);
    const slotLabel = (await slot.getAttribute("aria-label")) ?? "";
    await slot.click();
    await reloadOn(page, "Select a Date");
    await expect(page.getByRole("button", { name: slotLabel })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Continue to Client Information" }).click();

    // Step 3: the client information (notes included) survives a reload.
    await expect(stepHeading(page, "Your Information")).toBeVisible();
    await page.getByLabel("Notes (optional)").fill("Reloaded mid-way.");
    await reloadOn(page, "Your Information");
    await expect(page.getByLabel("Notes (optional)")).toHaveValue("Reloaded mid-way.");
    await expect(page.getByLabel("First name")).toHaveValue("Avery");
    await page.getByRole("button", { name: "Continue to Payment" }).click();

    // Step 4: the held time and the billing address survive a reload; one pending appointment.
    await expect(stepHeading(page, "Payment Information")).toBeVisible();
    await fillBilling(page);
    await reloadOn(page, "Payment Information");
    await expect(page.getByLabel("Address")).toHaveValue("12 Main Street");
    await expect(page.getByLabel("Postal code")).toHaveValue("28801");
    await expect(page.getByText(/Time held for you: \d+:\d\d/)).toBeVisible();
    await expect(page.getByRole("region", { name: "Booking Summary" })).toContainText(slotLabel);
    await expect(page.getByLabel("Card number")).toHaveValue(""); // card data is never kept
    const held = await myAppointments(page);
    expect(held.map((a) => a.status)).toEqual(["pending"]);

    // The browser's Back button walks the steps back; Forward walks them again.
    await page.goBack();
    await expect(stepHeading(page, "Your Information")).toBeVisible();
    await expect(page).toHaveURL(/\/schedule$/);
    await page.goBack();
    await expect(stepHeading(page, "Select a Date")).toBeVisible();
    // The client's own held time is still offered (and chosen).
    await expect(page.getByRole("button", { name: slotLabel })).toHaveAttribute("aria-pressed", "true");
    await page.goBack();
    await expect(stepHeading(page, "Select a Service")).toBeVisible();
    await page.goForward();
    await expect(stepHeading(page, "Select a Date")).toBeVisible();

    // Continuing again reuses the hold: still one appointment, the same one.
    await page.getByRole("button", { name: "Continue to Client Information" }).click();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(stepHeading(page, "Payment Information")).toBeVisible();
    const again = await myAppointments(page);
    expect(again).toEqual([expect.objectContaining({ id: held[0].id, status: "pending" })]);

    // Confirmed: a reload keeps the confirmation.
    await fillCard(page, "4242424242424242");
    await page.getByRole("button", { name: "Complete Booking" }).click();
    await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
    await reloadOn(page, "Booking Confirmed!");
    await expect(page.getByText(slotLabel.replace(/ E[SD]T$/, "")).first()).toBeVisible();
  });

  test("in a new tab the client's own hold is offered back and reused, not duplicated", async ({ page, context }) => {
    await registerAndLogin(page);
    const time = await reachPayment(page, "Clinical Hypnotherapy (Virtual)", 9);
    const [held] = await myAppointments(page);

    // A new tab has no draft; the server still knows the hold.
    const tab = await context.newPage();
    await tab.goto("/schedule");
    const offer = tab.getByRole("region", { name: "You have a time on hold" });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText("Clinical Hypnotherapy (Virtual)");
    await expect(offer).toContainText(time.replace(/ E[SD]T$/, ""));
    await expectNoAxeViolations(tab);
    await offer.getByRole("button", { name: "Continue with this time" }).click();
    await expect(stepHeading(tab, "Payment Information")).toBeVisible();
    await expect(tab.getByRole("region", { name: "Booking Summary" })).toContainText(time);

    // Back from the resumed payment step walks through the steps it skipped.
    await tab.goBack();
    await expect(stepHeading(tab, "Your Information")).toBeVisible();
    await tab.goForward();
    await expect(stepHeading(tab, "Payment Information")).toBeVisible();

    await fillBilling(tab);
    await fillCard(tab, "4242424242424242");
    await tab.getByRole("button", { name: "Complete Booking" }).click();
    await expect(stepHeading(tab, "Booking Confirmed!")).toBeVisible();
    expect(await myAppointments(page)).toEqual([expect.objectContaining({ id: held.id, status: "confirmed" })]);
  });

  test("the held time is listed for its owner on the date step after the draft is gone", async ({ page, context }) => {
    await registerAndLogin(page);
    const time = await reachPayment(page, "Smoking Cessation Program", 10);
    const tab = await context.newPage();
    await tab.goto("/schedule");
    await tab.getByRole("region", { name: "You have a time on hold" }).getByRole("button", { name: "Not now" }).click();
    await expect(tab.getByRole("region", { name: "You have a time on hold" })).toHaveCount(0);

    // Same service and day: the client's own held time is offered to them.
    const consent = await chooseServiceAndConfirmAge(tab, "Smoking Cessation Program");
    await consent.getByRole("button", { name: "Continue with my signed form" }).click();
    await expect(stepHeading(tab, "Select a Date")).toBeVisible();
    await chooseDay(tab, 10);
    await tab.getByRole("button", { name: time }).click();
    await tab.getByRole("button", { name: "Continue to Client Information" }).click();
    await tab.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(stepHeading(tab, "Payment Information")).toBeVisible();
    const appointments = await myAppointments(page);
    expect(appointments.map((a) => a.status)).toEqual(["pending"]);
  });
});

test("logging out forgets the draft kept in the tab", async ({ page }) => {
  await registerAndLogin(page);
  await openSchedule(page);
  await page.getByRole("radio", { name: "Private Yoga (Virtual)" }).check();
  const saved = () => page.evaluate(() => window.sessionStorage.getItem("serenity.booking-draft"));
  await expect.poll(saved).toContain('"serviceId"');
  await page.getByRole("banner").getByRole("button", { name: "Avery account menu" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expectToast(page, "Logged out");
  expect(await saved()).toBeNull();
});

test.describe("sign once", () => {
  test("a client who signed for this service sees when, can view it, and books without signing again", async ({ page }) => {
    await registerAndLogin(page);
    await signConsentThroughApi(page, "Private Yoga (Virtual)");
    await openSchedule(page);
    const dialog = await chooseServiceAndConfirmAge(page, "Private Yoga (Virtual)");
    // Today in the browser's zone (the practice's), whatever the machine's: after 7 PM in New York it is tomorrow in UTC.
    const today = new Date().toLocaleDateString("en-US", { timeZone: "America/New_York", month: "long", day: "numeric", year: "numeric" });
    await expect(dialog.getByText(`Signed on ${today}`)).toBeVisible();
    await expect(dialog.getByRole("img", { name: /Signature pad/ })).toHaveCount(0); // no signature asked

    await dialog.getByRole("button", { name: "View signed form" }).click();
    const signed = dialog.getByRole("region", { name: "Your signed form" });
    await expect(signed).toBeVisible();
    await expect(signed).toContainText("Assumption of risk");
    await expect(signed).toContainText("Avery Quinn");
    await expect(signed.getByRole("img", { name: "Signature of Avery Quinn" })).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Continue with my signed form" }).click();
    await expect(dialog).toBeHidden();
    await expect(stepHeading(page, "Select a Date")).toBeVisible();
    await chooseDay(page, 11);
    await page.getByRole("list", { name: "Available times" }).getByRole("button").first().click();
    await page.getByRole("button", { name: "Continue to Client Information" }).click();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(stepHeading(page, "Payment Information")).toBeVisible();
    await fillBilling(page);
    await fillCard(page, "4242424242424242");
    await page.getByRole("button", { name: "Complete Booking" }).click();
    await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();

    // The confirmation offers the next booking: a fresh wizard, the booked service chosen.
    await page.getByRole("button", { name: "Book another session" }).click();
    await expect(stepHeading(page, "Select a Service")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Private Yoga (Virtual)" })).toBeChecked();
    await reloadOn(page, "Select a Service");
  });

  test("signing again stays possible, and a form for another service does not count", async ({ page }) => {
    await registerAndLogin(page);
    await signConsentThroughApi(page, "Restorative Yoga & Yoga Nidra");
    await openSchedule(page);

    // Another service: the full form.
    let dialog = await chooseServiceAndConfirmAge(page, "Private Yoga (In-Person)");
    await expect(dialog.getByRole("button", { name: "Continue with my signed form" })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    dialog = await chooseServiceAndConfirmAge(page, "Restorative Yoga & Yoga Nidra");
    await dialog.getByRole("button", { name: "Sign again" }).click();
    await signConsent(page, dialog, "draw");
    await expectToast(page, "Form Submitted");
  });
});

test.describe("payment problems stay on screen", () => {
  test("a declined card's message stays next to the card fields, focused, until the client changes something", async ({ page }) => {
    await registerAndLogin(page);
    await reachPayment(page, "Clinical Hypnotherapy (In-Person)", 12);
    await fillBilling(page);
    await fillCard(page, "4000000000000002");
    await page.getByRole("button", { name: "Complete Booking" }).click();
    await expectToast(page, "Card Declined", "Your card was declined. Please try a different payment method or contact your bank.");

    const problem = page
      .getByRole("alert")
      .filter({ hasText: "Your card was declined. Please try a different payment method or contact your bank." })
      .filter({ hasNotText: "Notifications" });
    await expect(problem.first()).toBeFocused();
    await page.waitForTimeout(10_500);
    await expect(page.getByRole("region", { name: /Notifications/ }).getByText("Card Declined")).toHaveCount(0); // the toast is gone
    const inline = page.locator("#payment-error");
    await expect(inline).toBeVisible();
    await expect(inline).toHaveAttribute("role", "alert");
    await expect(inline).toContainText("Card Declined");
    await expect(inline).toBeFocused();
    await expectNoAxeViolations(page);

    await page.getByLabel("Card number").fill("4242424242424242");
    await expect(inline).toHaveCount(0);
    await page.getByRole("button", { name: "Complete Booking" }).click();
    await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
  });

  test("disabled Submit Form and Complete Booking say why, beside the button", async ({ page }) => {
    await registerAndLogin(page);
    await openSchedule(page);
    const dialog = await chooseServiceAndConfirmAge(page, "Clinical Hypnotherapy (Virtual)");
    const submit = dialog.getByRole("button", { name: "Submit Form" });
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAccessibleDescription(/signature/i);
    await expect(submit).toHaveAccessibleDescription(/agree/i);
    await expect(dialog.locator("#consent-submit-hint")).toBeVisible();
    await dialog.getByRole("button", { name: "Type" }).click();
    await dialog.getByLabel("Type your signature").fill("Avery Quinn");
    await expect(submit).toHaveAccessibleDescription(/agree/i);
    await expect(submit).not.toHaveAccessibleDescription(/signature/i);
    await dialog.getByRole("checkbox", { name: /I have read and agree/ }).check();
    await expect(submit).toBeEnabled();
    await expect(dialog.locator("#consent-submit-hint")).toHaveCount(0);
    await submit.click();
    await answerIntakeIfAsked(page);

    await chooseDay(page, 13);
    await page.getByRole("list", { name: "Available times" }).getByRole("button").first().click();
    await page.getByRole("button", { name: "Continue to Client Information" }).click();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    const complete = page.getByRole("button", { name: "Complete Booking" });
    await expect(complete).toBeDisabled();
    await expect(complete).toHaveAccessibleDescription(/Address.*City.*State.*Postal code/);
    await expect(page.locator("#complete-hint")).toBeVisible();
    await fillBilling(page);
    await expect(complete).toBeEnabled();
    await expect(page.locator("#complete-hint")).toHaveCount(0);
  });
});
