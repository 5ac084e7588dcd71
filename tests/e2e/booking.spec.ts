import { expect, test } from "@playwright/test";
import { registerAndLogin } from "./support/auth";
import {
  answerIntakeIfAsked,
  submitConsent,
  chooseDateAndTime,
  chooseDay,
  chooseServiceAndConfirmAge,
  drawSignature,
  expectNoAxeViolations,
  expectToast,
  fillBillingAndCard,
  openSchedule,
  signConsent,
  stepHeading,
} from "./support/booking";

// The booking wizard in desktop Chromium, against the real API with the test payment provider.
// Each test books a different day (chooseDay index) so parallel tests never compete for a time.

test.describe("booking wizard", () => {
  test("a logged-out visitor is sent to log in first", async ({ page }) => {
    await page.goto("/schedule");
    await expect(page).toHaveURL(/\/auth\?callbackUrl=(%2F|\/)schedule$/);
  });

  test("books and pays a session end to end, then downloads a valid calendar file", async ({ page }) => {
    // The whole journey with an accessibility check on every step: well over a minute on a busy 2-core machine.
    test.slow();
    const user = await registerAndLogin(page);
    await openSchedule(page);
    await expect(page).toHaveTitle(/^Book a Session/);
    await expect(page.getByRole("heading", { level: 1, name: "Book a Session" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Booking progress" }).getByRole("listitem").first()).toHaveAttribute(
      "aria-current",
      "step",
    );
    await expectNoAxeViolations(page);

    // Step 1: service, age, consent (prefilled from the profile).
    await expect(page.getByRole("checkbox", { name: "Remember my preferences for next time" })).toBeChecked();
    const consent = await chooseServiceAndConfirmAge(page, "Private Yoga (Virtual)");
    await expect(consent.getByLabel("Full name")).toHaveValue("Avery Quinn");
    await expect(consent.getByLabel("Email address")).toHaveValue(user.email);
    await expect(consent.getByLabel("Phone number")).toHaveValue(user.phone);
    await expect(consent.getByRole("region", { name: "Terms and conditions" })).toContainText("Assumption of risk");
    // The policies open in a new tab, so the half-filled form stays.
    for (const name of ["Terms of Service", "Privacy Policy", "Cancellation Policy"]) {
      await expect(consent.getByRole("link", { name })).toHaveAttribute("target", "_blank");
    }
    await expectNoAxeViolations(page);
    await signConsent(page, consent, "draw");
    await expectToast(page, "Preferences saved");

    // Step 2: date and time.
    await expectNoAxeViolations(page);
    const time = await chooseDateAndTime(page, 0);
    expect(time).toMatch(/^\d{1,2}:\d{2} (AM|PM) E[SD]T$/);

    // Step 3: prefilled from the consent form (name split at the first space).
    await expect(page.getByLabel("First name")).toHaveValue("Avery");
    await expect(page.getByLabel("Last name")).toHaveValue("Quinn");
    await expect(page.getByLabel("Email")).toHaveValue(user.email);
    await expect(page.getByLabel("Phone")).toHaveValue(user.phone);
    await expect(page.getByRole("checkbox", { name: /newsletter/ })).not.toBeChecked();
    await page.getByLabel("Notes (optional)").fill("First session, a little nervous.");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Continue to Payment" }).click();

    // Step 4: summary, tax for North Carolina (4.75% of $85.00 = $4.04), test card.
    await expect(stepHeading(page, "Payment Information")).toBeVisible();
    const summary = page.getByRole("region", { name: "Booking Summary" });
    await expect(summary).toContainText("Private Yoga (Virtual)");
    await expect(summary).toContainText(time);
    await expect(summary).toContainText("$85.00");
    await expect(summary.getByText("Tax")).toHaveCount(0);
    await expect(page.getByText(/Time held for you: (29|30):\d\d/)).toBeVisible();
    // A virtual session is taxed at the billing address: the card form waits for it.
    await expect(page.getByText("enter your billing address above and the card form appears here")).toBeVisible();
    await fillBillingAndCard(page);
    await expect(page.getByText("Test mode - no card is charged")).toBeVisible();
    await expect(summary.getByText("$4.04")).toBeVisible();
    await expect(summary.getByText("$89.04")).toBeVisible();
    // The policy is stated next to the button that commits to it.
    const policyNote = page.getByText(/^You can cancel or reschedule up to 48 hours before your session starts for a full refund\./);
    await expect(policyNote).toBeVisible();
    await expect(policyNote.getByRole("link", { name: "Cancellation Policy" })).toHaveAttribute("href", "/cancellation-policy");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Complete Booking" }).click();

    // Step 5.
    await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
    await expectToast(page, "Booking Confirmed!");
    const details = page.locator("dl").filter({ hasText: "Service" });
    await expect(details).toContainText("Private Yoga (Virtual)");
    await expect(details).toContainText(/(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d{1,2}, \d{4}/);
    await expect(details).toContainText(time);
    await expect(details).toContainText("Virtual");
    await expect(page.getByRole("link", { name: /Join Session/ })).toHaveAttribute("href", /^\/appointments\/\d+\/join$/);
    await expect(page.getByRole("link", { name: /Add to Google Calendar/ })).toHaveAttribute("href", /calendar\.google\.com/);
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Add to Calendar", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const stream = await download.createReadStream();
    let ics = "";
    for await (const chunk of stream) ics += chunk;
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("Private Yoga (Virtual)");
    expect(ics).toMatch(/DTSTART[:;]/);
    expect(ics.trim()).toMatch(/END:VCALENDAR$/);

    // A completed booking ends its draft: the header's Book Session (the same address, the page
    // stays mounted) starts a fresh wizard with the booked service chosen, and a reload stays there.
    await page.getByRole("banner").getByRole("link", { name: "Book Session" }).click();
    await expect(stepHeading(page, "Select a Service")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Private Yoga (Virtual)" })).toBeChecked();
    await page.reload();
    await expect(stepHeading(page, "Select a Service")).toBeVisible();

    // The preferred service is remembered for the next booking (a new visit).
    await page.goto("/");
    await openSchedule(page);
    await expect(page.getByRole("radio", { name: "Private Yoga (Virtual)" })).toBeChecked();
  });

  test("works with the keyboard alone, and dialogs keep focus inside", async ({ page }) => {
    await registerAndLogin(page);
    await openSchedule(page);
    const first = page.getByRole("radio", { name: "Clinical Hypnotherapy (Virtual)" });
    await first.focus();
    await page.keyboard.press("Space");
    await expect(first).toBeChecked();
    await page.keyboard.press("ArrowRight");
    const second = page.getByRole("radio", { name: "Clinical Hypnotherapy (In-Person)" });
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect(second).toBeChecked();
    await page.getByRole("button", { name: "Continue to Date Selection" }).focus();
    await page.keyboard.press("Enter");

    const age = page.getByRole("dialog", { name: "Age Verification" });
    await expect(age).toBeVisible();
    for (let i = 0; i < 5; i++) {
      await page.keyboard.press("Tab");
      expect(await age.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await age.getByRole("button", { name: "Yes, I am 18 or older" }).focus();
    await page.keyboard.press("Enter");

    const consent = page.getByRole("dialog", { name: "Consent and Liability Form" });
    await expect(consent).toBeVisible();
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await consent.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    // Keyboard users type their signature instead of drawing it.
    await consent.getByRole("button", { name: "Type" }).focus();
    await page.keyboard.press("Enter");
    await consent.getByLabel("Type your signature").focus();
    await page.keyboard.type("Avery Quinn");
    await consent.getByRole("checkbox", { name: /I have read and agree/ }).focus();
    await page.keyboard.press("Space");
    await consent.getByRole("button", { name: "Submit Form" }).focus();
    await page.keyboard.press("Enter");
    await answerIntakeIfAsked(page);
    await expect(stepHeading(page, "Select a Date")).toBeFocused(); // announced to screen readers

    // Calendar days and times are labelled buttons reachable by keyboard.
    const day = page.locator("td:not([data-outside]) > button[data-day]:not([disabled])").first();
    await expect(day).toHaveAttribute(
      "aria-label",
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d+(st|nd|rd|th), \d{4}/,
    );
    await day.focus();
    await page.keyboard.press("Enter");
    const time = page.getByRole("list", { name: "Available times" }).getByRole("button").first();
    await expect(time).toHaveAttribute("aria-label", /^\d{1,2}:\d{2} (AM|PM) E[SD]T$/);
    await time.focus();
    await page.keyboard.press("Enter");
    await expect(time).toHaveAttribute("aria-pressed", "true");
  });

  test("asks for a service before continuing", async ({ page }) => {
    await registerAndLogin(page);
    await openSchedule(page);
    await page.getByRole("button", { name: "Continue to Date Selection" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please select a service" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("someone under 18 cannot book", async ({ page }) => {
    await registerAndLogin(page);
    await openSchedule(page);
    await page.getByRole("radio", { name: "Clinical Hypnotherapy (Virtual)" }).check();
    await page.getByRole("button", { name: "Continue to Date Selection" }).click();
    const age = page.getByRole("dialog", { name: "Age Verification" });
    await expectNoAxeViolations(page);
    await age.getByRole("button", { name: "No, I am under 18" }).click();
    await expectToast(page, "Age Verification Failed", "You must be 18 years or older to schedule services.");
    await expect(age).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Consent and Liability Form" })).toHaveCount(0);
    await expect(stepHeading(page, "Select a Service")).toBeVisible();
    // Still blocked: continuing asks again.
    await page.getByRole("button", { name: "Continue to Date Selection" }).click();
    await expect(page.getByRole("dialog", { name: "Age Verification" })).toBeVisible();
  });

  test("the consent form explains every missing field and cancel keeps the client on step 1", async ({ page }) => {
    // Every field's error, a drawn signature, an axe scan and two refused submissions: 23 s on an
    // idle machine, over the default 60 s when the suite's two workers share two busy cores.
    test.slow();
    await registerAndLogin(page);
    await openSchedule(page);
    const dialog = await chooseServiceAndConfirmAge(page, "Restorative Yoga & Yoga Nidra");
    const submit = dialog.getByRole("button", { name: "Submit Form" });
    await expect(submit).toBeDisabled();

    const fullName = dialog.getByLabel("Full name");
    await fullName.fill("");
    await fullName.blur();
    await expect(dialog.getByText("Full name is required")).toBeVisible();
    await expect(fullName).toHaveAttribute("aria-invalid", "true");
    await fullName.fill("A");
    await expect(dialog.getByText("Full name is required")).toBeHidden(); // errors clear on edit

    const email = dialog.getByLabel("Email address");
    await email.fill("");
    await email.blur();
    await expect(dialog.getByText("Email address is required")).toBeVisible();
    await email.fill("not-an-email");
    await email.blur();
    await expect(dialog.getByText("Please enter a valid email address")).toBeVisible();

    const phone = dialog.getByLabel("Phone number");
    await phone.fill("");
    await phone.blur();
    await expect(dialog.getByText("Phone number is required")).toBeVisible();

    await drawSignature(page, dialog);
    await dialog.getByRole("button", { name: "Clear signature" }).click();
    await expect(dialog.getByText("Digital signature is required")).toBeVisible();

    await dialog.getByRole("button", { name: "Type" }).click();
    const typed = dialog.getByLabel("Type your signature");
    await typed.focus();
    await typed.blur();
    await expect(dialog.getByText("Typed signature is required")).toBeVisible();

    const terms = dialog.getByRole("checkbox", { name: /I have read and agree/ });
    await terms.check();
    await terms.uncheck();
    await expect(dialog.getByText("You must agree to the terms and conditions")).toBeVisible();
    await expectNoAxeViolations(page);

    // Enter in an incomplete form names the problem; the submit button stays disabled.
    await fullName.press("Enter");
    await expectToast(page, "Missing Information", "Please fill in all required fields.");
    await expect(submit).toBeDisabled();

    await email.fill("avery@example.com");
    await phone.fill("8285550100");
    await typed.fill("Avery Quinn");
    await terms.check();
    await expect(submit).toBeEnabled();

    // The server refuses: its message, else the default.
    await page.route("**/api/submit-consent-form", (route) =>
      route.fulfill({ status: 400, json: { message: "Service information is missing. Please try again." } }),
    );
    await submit.click();
    await expectToast(page, "Submission Failed", "Service information is missing. Please try again.");
    await page.unroute("**/api/submit-consent-form");
    await page.route("**/api/submit-consent-form", (route) => route.fulfill({ status: 502, body: "" }));
    await submit.click();
    await expectToast(page, "Submission Failed", "There was a problem submitting your consent form. Please try again.");
    await page.unroute("**/api/submit-consent-form");
    await expect(dialog).toBeVisible();

    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(stepHeading(page, "Select a Service")).toBeVisible();

    // Reopening keeps what was entered.
    const again = await chooseServiceAndConfirmAge(page, "Restorative Yoga & Yoga Nidra");
    await expect(again.getByLabel("Email address")).toHaveValue("avery@example.com");
    await expect(again.getByLabel("Type your signature")).toHaveValue("Avery Quinn");
  });

  test("a declined card shows the spec's message and another card then succeeds", async ({ page }) => {
    await registerAndLogin(page);
    await openSchedule(page);
    await page.getByRole("checkbox", { name: "Remember my preferences for next time" }).uncheck();
    const consent = await chooseServiceAndConfirmAge(page, "Clinical Hypnotherapy (Virtual)");
    await submitConsent(page, consent, "type");
    await expectToast(page, "Form Submitted");
    await answerIntakeIfAsked(page);
    await chooseDateAndTime(page, 1);
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(stepHeading(page, "Payment Information")).toBeVisible();
    await fillBillingAndCard(page, "4000000000000002");
    const complete = page.getByRole("button", { name: "Complete Booking" });
    await complete.click();
    await expectToast(page, "Card Declined", "Your card was declined. Please try a different payment method or contact your bank.");
    await expect(stepHeading(page, "Payment Information")).toBeVisible();

    // The rest of the spec's catalogue, one Stripe test card each (lib/payments/test-provider.ts).
    for (const [card, title, description] of [
      ["4000000000009995", "Insufficient Funds", "Your card has insufficient funds. Please try a different payment method."],
      ["4000000000000069", "Card Expired", "Your card has expired. Please use a different payment method."],
      ["4000000000000127", "Invalid Security Code", "The security code (CVC) you entered is incorrect. Please check and try again."],
      ["4000000000000119", "Processing Error", "There was an error processing your payment. Please try again in a few moments."],
      ["4000000000009235", "Authentication Failed", "Payment authentication failed. Please try again or use a different payment method."],
    ] as const) {
      await page.getByLabel("Card number").fill(card);
      await expect(complete).toBeEnabled();
      await complete.click();
      await expectToast(page, title, description);
    }

    // A card the provider rejects with an unknown code: its message under 'Payment Failed'.
    await page.getByLabel("Card number").fill("4111111111111112");
    await complete.click();
    await expectToast(page, "Payment Failed", "Your card number is incorrect.");

    // The provider answers without a result, or the request throws.
    await page.route("**/api/test-payments/confirm", (route) => route.fulfill({ json: { status: "processing" } }));
    await complete.click();
    await expectToast(page, "Payment Error", "Unknown payment result. Please contact support.");
    await page.unroute("**/api/test-payments/confirm");
    await page.route("**/api/test-payments/confirm", (route) => route.abort());
    await complete.click();
    await expectToast(page, "Payment Error", "There was an unexpected error processing your payment. Please try again.");
    await page.unroute("**/api/test-payments/confirm");

    await page.getByLabel("Card number").fill("4242424242424242");
    await complete.click();
    await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
  });

  test("date step: lead time, slot required, no slots and load errors", async ({ page }) => {
    await registerAndLogin(page);
    await openSchedule(page);
    const consent = await chooseServiceAndConfirmAge(page, "Private Yoga (In-Person)");
    await signConsent(page, consent, "type");

    // Days before the 7-day lead time are disabled.
    const firstBookable = page.locator("td:not([data-outside]) > button[data-day]:not([disabled])").first();
    const firstKey = await firstBookable.getAttribute("data-day");
    const dayBefore = new Date(`${firstKey}T12:00:00`);
    dayBefore.setDate(dayBefore.getDate() - 1);
    const beforeKey = `${dayBefore.getFullYear()}-${String(dayBefore.getMonth() + 1).padStart(2, "0")}-${String(dayBefore.getDate()).padStart(2, "0")}`;
    const disabledDay = page.locator(`button[data-day="${beforeKey}"]`);
    if (await disabledDay.count()) await expect(disabledDay).toBeDisabled();

    await page.getByRole("button", { name: "Continue to Client Information" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please select a time slot" })).toBeVisible();

    await page.route("**/api/time-slots?*", (route) => route.fulfill({ json: [] }));
    await firstBookable.click();
    await expect(page.getByText("No available time slots for this date. Please select another date.")).toBeVisible();

    await page.unroute("**/api/time-slots?*");
    await page.route("**/api/time-slots?*", (route) => route.fulfill({ status: 500, json: { message: "boom" } }));
    // Another open day: in the last week of a month the first month has only one, so the next
    // month's days shown in the grid count too.
    await page.locator("button[data-day]:not([disabled])").nth(1).click();
    await expect(page.getByText("Unable to load time slots. Please try again later.")).toBeVisible();

    await page.unroute("**/api/time-slots?*");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("list", { name: "Available times" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("Back keeps everything entered, and picking a new date clears the time", async ({ page }) => {
    await registerAndLogin(page);
    await openSchedule(page);
    await page.route("**/api/user/preferences", (route) => route.fulfill({ status: 500, json: { message: "Database unavailable" } }));
    const consent = await chooseServiceAndConfirmAge(page, "Smoking Cessation Program");
    await signConsent(page, consent, "type");
    await expectToast(page, "Could not save preferences", "Database unavailable");
    await page.unroute("**/api/user/preferences");
    const slots = await chooseDay(page, 2);
    const slot = slots.getByRole("button").nth(1);
    const slotLabel = (await slot.getAttribute("aria-label")) ?? "";
    await slot.click();
    await page.getByRole("button", { name: "Continue to Client Information" }).click();

    await page.getByLabel("Notes (optional)").fill("Please call before the session.");
    await page.getByRole("checkbox", { name: /newsletter/ }).check();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepHeading(page, "Select a Date")).toBeVisible();
    await expect(page.getByRole("button", { name: slotLabel })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepHeading(page, "Select a Service")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Smoking Cessation Program" })).toBeChecked();

    // Consent is already signed for this service: straight on to the date.
    await page.getByRole("button", { name: "Continue to Date Selection" }).click();
    await expect(stepHeading(page, "Select a Date")).toBeVisible();
    await expect(page.getByRole("button", { name: slotLabel })).toHaveAttribute("aria-pressed", "true");
    await page.getByRole("button", { name: "Continue to Client Information" }).click();
    await expect(page.getByLabel("Notes (optional)")).toHaveValue("Please call before the session.");
    await expect(page.getByRole("checkbox", { name: /newsletter/ })).toBeChecked();

    // Payment and back: the billing address stays.
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(stepHeading(page, "Payment Information")).toBeVisible();
    await page.getByLabel("Address").fill("5 Oak Lane");
    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepHeading(page, "Your Information")).toBeVisible();
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(page.getByLabel("Address")).toHaveValue("5 Oak Lane");

    // Back to the times: the time this client now holds is still shown as chosen.
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByRole("button", { name: "Back" }).click();
    await expect(stepHeading(page, "Select a Date")).toBeVisible();
    await expect(page.getByRole("button", { name: slotLabel })).toHaveAttribute("aria-pressed", "true");

    // A new date clears the chosen time.
    await page.locator("td:not([data-outside]) > button[data-day]:not([disabled])").nth(3).click();
    await expect(page.getByRole("list", { name: "Available times" })).toBeVisible();
    await expect(page.locator('[aria-pressed="true"]')).toHaveCount(0);
    await page.getByRole("button", { name: "Continue to Client Information" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please select a time slot" })).toBeVisible();
  });

  test("client information and billing forms show the spec's messages", async ({ page }) => {
    await registerAndLogin(page);
    await openSchedule(page);
    await page.route("**/api/user/preferences", (route) => route.abort());
    const consent = await chooseServiceAndConfirmAge(page, "Clinical Hypnotherapy (In-Person)");
    await signConsent(page, consent, "type");
    await expectToast(page, "Error", "Could not save preferences");
    await page.unroute("**/api/user/preferences");
    await chooseDateAndTime(page, 4);

    for (const [label, value, message] of [
      ["First name", "", "First name is required"],
      ["Last name", "", "Last name is required"],
      ["Email", "nope", "Please enter a valid email address"],
      ["Phone", "12345", "Please enter a valid phone number"],
    ] as const) {
      const input = page.getByLabel(label, { exact: true });
      await input.fill(value);
      await input.blur();
      await expect(page.getByText(message)).toBeVisible();
    }
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(stepHeading(page, "Your Information")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("First name", { exact: true }).fill("Avery");
    await page.getByLabel("Last name", { exact: true }).fill("Quinn");
    await page.getByLabel("Email", { exact: true }).fill("avery@example.com");
    await page.getByLabel("Phone", { exact: true }).fill("(828) 555-0100");
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expect(stepHeading(page, "Payment Information")).toBeVisible();

    const complete = page.getByRole("button", { name: "Complete Booking" });
    await expect(complete).toBeDisabled(); // billing address still empty
    await expect(page.getByLabel("Country")).toHaveValue("US");
    await expect(page.getByLabel("State")).toHaveAttribute("maxlength", "2");
    for (const [label, value, message] of [
      ["First name", "", "First name is required"],
      ["Last name", "", "Last name is required"],
      ["Email", "x@", "Valid email is required"],
      ["Address", "", "Address is required"],
      ["City", "", "City is required"],
      ["State", "N", "State must be 2 characters"],
      ["Postal code", "", "Postal code is required"],
    ] as const) {
      const input = page.getByLabel(label, { exact: true });
      await input.fill(value === "" ? "x" : value);
      if (value === "") await input.fill("");
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(complete).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test("server failures show the booking and payment error toasts", async ({ page }) => {
    await registerAndLogin(page);
    await openSchedule(page);
    const consent = await chooseServiceAndConfirmAge(page, "Private Yoga (Virtual)");
    await signConsent(page, consent, "type");
    await chooseDateAndTime(page, 5);

    // Reserving fails: the server's message, else the default.
    await page.route("**/api/appointments", (route) => route.fulfill({ status: 500, body: "" }));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expectToast(page, "Booking Error", "Failed to reserve your appointment. Please try again.");
    await page.unroute("**/api/appointments");
    await page.route("**/api/appointments", (route) =>
      route.fulfill({ status: 409, json: { message: "This time is no longer available. Please choose another time." } }),
    );
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    await expectToast(page, "Booking Error", "This time is no longer available. Please choose another time.");
    await expect(stepHeading(page, "Select a Date")).toBeVisible(); // back to the times
    await page.unroute("**/api/appointments");

    await page.getByRole("list", { name: "Available times" }).getByRole("button").first().click();
    await page.getByRole("button", { name: "Continue to Client Information" }).click();

    // Payment setup fails.
    await page.route("**/api/create-payment-intent", (route) => route.fulfill({ status: 500, body: "" }));
    await page.getByRole("button", { name: "Continue to Payment" }).click();
    // A virtual session's payment is set up once its billing address is valid.
    for (const [label, value] of [
      ["Address", "12 Main Street"],
      ["City", "Asheville"],
      ["State", "NC"],
      ["Postal code", "28801"],
    ])
      await page.getByLabel(label, { exact: true }).fill(value);
    await expectToast(page, "Payment Setup Failed", "We couldn't set up the payment processor. Please try again.");
    await page.unroute("**/api/create-payment-intent");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByText("Test mode - no card is charged")).toBeVisible();

    // Completion fails after a successful payment; retrying completes without charging again.
    await page.route("**/api/complete-booking", (route) => route.fulfill({ status: 500, body: "" }));
    await fillBillingAndCard(page);
    const complete = page.getByRole("button", { name: "Complete Booking" });
    await complete.click();
    await expectToast(page, "Booking Error", "There was an error completing your booking. Please contact support.");
    await page.unroute("**/api/complete-booking");
    await complete.click();
    await expect(stepHeading(page, "Booking Confirmed!")).toBeVisible();
  });
});
