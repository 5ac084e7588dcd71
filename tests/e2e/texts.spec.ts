import { expect, test } from "@playwright/test";

import { registerAndLogin } from "./support/auth";
import { chooseDateAndTime, expectNoAxeViolations, expectToast, stepHeading } from "./support/booking";
import { screenshotFor } from "./support/checkout";
import { uniqueClientIp } from "./support/network";
import { smsSubscriptionOf, waitForCode } from "./support/texts";

// Text-message reminders from the profile: the consent the carriers require, a US mobile number,
// the 6-digit code texted to it (read where the e2e server records its texts), a wrong code
// refused with the tries left, then which reminders also come by text, and stopping them.

test.beforeEach(async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": uniqueClientIp() });
});

test("a client opts in with a verified number and chooses which reminders come by text", async ({ page }) => {
  const user = await registerAndLogin(page);
  const last4 = String(Math.floor(2000 + Math.random() * 7000));
  const e164 = `+1212555${last4}`;

  await page.goto("/profile?tab=notifications");
  const optIn = page.getByRole("form", { name: "Get text reminders" });
  await expect(optIn).toBeVisible();
  await expect(optIn).toContainText("Msg & data rates may apply. Reply STOP to opt out, HELP for help.");
  await expectNoAxeViolations(page);

  // No consent, then a number that is not a US mobile: each refused with its reason.
  await optIn.getByLabel("Mobile number").fill(`(212) 555-${last4}`);
  await optIn.getByRole("button", { name: "Text me a code" }).click();
  await expect(optIn.getByText("Please agree to receive text messages to continue.")).toBeVisible();
  await optIn.getByRole("checkbox").check();
  await optIn.getByLabel("Mobile number").fill("+44 20 7946 0958");
  await optIn.getByRole("button", { name: "Text me a code" }).click();
  await expectToast(page, "Code not sent", "Text messages can only go to US numbers.");
  // The refused form keeps what was given: the number to correct, and the consent.
  await expect(optIn.getByLabel("Mobile number")).toHaveValue("+44 20 7946 0958");
  await expect(optIn.getByRole("checkbox")).toBeChecked();

  await optIn.getByLabel("Mobile number").fill(`(212) 555-${last4}`);
  await optIn.getByRole("button", { name: "Text me a code" }).click();
  await expectToast(page, "Code sent", `We texted a 6-digit code to (212) 555-${last4}.`);
  const code = await waitForCode(e164);

  const verify = page.getByRole("form", { name: "Verify your number" });
  const wrong = code === "000000" ? "111111" : "000000";
  await verify.getByLabel("6-digit code").fill(wrong);
  await verify.getByRole("button", { name: "Verify number" }).click();
  await expect(verify.getByLabel("6-digit code")).toHaveAccessibleDescription(/That code is not right\. 4 tries left\./);
  await screenshotFor(page, "texts-code-desktop");

  await verify.getByLabel("6-digit code").fill(code);
  await verify.getByRole("button", { name: "Verify number" }).click();
  await expectToast(page, "Text messages on", `Reminders you choose will be texted to (212) 555-${last4}.`);
  await expect(page.getByText(`Texts go to (212) 555-${last4}`)).toBeVisible();

  // New accounts get emails 24 hours and 1 hour before: both are offered, both ticked at first.
  const which = page.getByRole("group", { name: "Also text me these reminders" });
  await expect(which.getByRole("checkbox", { name: "24 Hours Before" })).toBeChecked();
  await expect(which.getByRole("checkbox", { name: "1 Hour Before" })).toBeChecked();
  await which.getByRole("checkbox", { name: "24 Hours Before" }).uncheck();
  await page.getByRole("button", { name: "Save text reminders" }).click();
  await expectToast(page, "Text reminders saved");
  await expectNoAxeViolations(page);
  await screenshotFor(page, "texts-on-desktop");

  const saved = await smsSubscriptionOf(user.username);
  expect(saved).toMatchObject({ phone: e164, active: true, reminderTypes: ["1hour"], consentVersion: expect.any(String) });
  expect(saved?.consentAt).toBeTruthy();

  // A reload shows the same (read on the server), also on a phone.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(
    page.getByRole("group", { name: "Also text me these reminders" }).getByRole("checkbox", { name: "24 Hours Before" }),
  ).not.toBeChecked();
  await expect(
    page.getByRole("group", { name: "Also text me these reminders" }).getByRole("checkbox", { name: "1 Hour Before" }),
  ).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await screenshotFor(page, "texts-on-375");

  await page.getByRole("button", { name: "Stop text messages" }).click();
  await expectToast(page, "Text messages off");
  await expect(page.getByRole("form", { name: "Get text reminders" })).toBeVisible();
  expect((await smsSubscriptionOf(user.username))?.active).toBe(false);
});

test("a client who gets texts changes the number: the code goes to the new one, which takes over once verified", async ({ page }) => {
  await registerAndLogin(page);
  const first = String(Math.floor(2000 + Math.random() * 7000));
  const second = String(Number(first) + 1);
  const optInWith = async (last4: string) => {
    const form = page.getByRole("form", { name: "Get text reminders" });
    await form.getByLabel("Mobile number").fill(`(212) 555-${last4}`);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Text me a code" }).click();
    await expectToast(page, "Code sent", `We texted a 6-digit code to (212) 555-${last4}.`);
  };
  const verifyWith = async (code: string) => {
    const verify = page.getByRole("form", { name: "Verify your number" });
    await verify.getByLabel("6-digit code").fill(code);
    await verify.getByRole("button", { name: "Verify number" }).click();
  };

  await page.goto("/profile?tab=notifications");
  await optInWith(first);
  await verifyWith(await waitForCode(`+1212555${first}`));
  await expect(page.getByText(`Texts go to (212) 555-${first}`)).toBeVisible();

  // The new number's code is asked for, also after a reload; until then texts go to the old one.
  await page.getByRole("button", { name: "Change number" }).click();
  await optInWith(second);
  const verify = page.getByRole("form", { name: "Verify your number" });
  await expect(verify.getByLabel("6-digit code")).toHaveAccessibleDescription(new RegExp(`code to \\(212\\) 555-${second}`));
  await page.reload();
  await expect(verify.getByLabel("6-digit code")).toBeVisible();
  await expect(verify).toContainText(`Texts still go to (212) 555-${first}`);

  // Keeping the old number goes back to it; changing again asks for a code again.
  await verify.getByRole("button", { name: `Keep (212) 555-${first}` }).click();
  await expect(page.getByText(`Texts go to (212) 555-${first}`)).toBeVisible();
  await page.getByRole("button", { name: "Change number" }).click();
  await optInWith(second);
  await verifyWith(await waitForCode(`+1212555${second}`));
  await expectToast(page, "Text messages on", `Reminders you choose will be texted to (212) 555-${second}.`);
  await expect(page.getByText(`Texts go to (212) 555-${second}`)).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the booking's information step offers text reminders between its fields and its buttons", async ({ page }) => {
  await registerAndLogin(page);
  const services = (await (await page.request.get("/api/services/hypnotherapy")).json()) as { id: number; price: number }[];
  const free = services.find((s) => s.price === 0)!;
  await page.goto(`/schedule?service=${free.id}`);
  await page.getByRole("button", { name: "Continue to Date Selection" }).click();
  await page.getByRole("dialog", { name: "Age Verification" }).getByRole("button", { name: "Yes, I am 18 or older" }).click();
  await chooseDateAndTime(page, 45); // day 45 is this file's

  const texts = page.getByRole("region", { name: "Reminders by text (optional)" });
  await expect(texts.getByRole("form", { name: "Get text reminders" })).toBeVisible();
  const next = page.getByRole("button", { name: "Continue to Payment" });
  expect((await texts.boundingBox())!.y).toBeLessThan((await next.boundingBox())!.y);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshotFor(page, "texts-wizard-375");

  // The step's button sits outside its form and still submits it.
  await next.click();
  await expect(stepHeading(page, "Payment Information")).toBeVisible();
});
