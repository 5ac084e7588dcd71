import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

// Steps of the booking wizard (/schedule), shared by the desktop and mobile specs.

export const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name, exact: true });

/** A toast with this title (and description) is on screen. */
export async function expectToast(page: Page, title: string, description?: string) {
  const region = page.getByRole("region", { name: /Notifications/ });
  await expect(region.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true }).first()).toBeVisible();
}

/**
 * An axe run that also checks WCAG 2.5.3 Label in Name (`label-content-name-mismatch`): axe
 * ships that rule as "experimental", so it is off unless asked for. Rules to skip go in
 * `disable` (AxeBuilder's disableRules() would drop the enabled rule again).
 */
export function axe(page: Page, { disable = [] }: { disable?: string[] } = {}) {
  const rules: Record<string, { enabled: boolean }> = { "label-content-name-mismatch": { enabled: true } };
  for (const rule of disable) rules[rule] = { enabled: false };
  return new AxeBuilder({ page }).options({ rules });
}

/** No axe violations (WCAG 2.2 AA, Label in Name included) on the page as it is now, dialogs included. */
export async function expectNoAxeViolations(page: Page) {
  // Steps scroll smoothly to the top of the form: let the page (and the sticky header) settle.
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = window.scrollY;
        setTimeout(() => resolve(window.scrollY === y), 250);
      }),
  );
  // A toast fading in or out (or its text, as a newer toast covers it) is measured at its passing
  // colour (a contrast of 1.2 to 1.5 while it fades): axe runs once no finite animation or
  // transition is playing (the skeletons' endless pulse aside), and a violation must still be
  // there on a second look after the page settles again (a toast can start between the wait and
  // axe's pass), so only what stays on screen fails the test.
  const check = async () => {
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().iterations === Infinity),
    );
    const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join(", ")}`);
  };
  const first = await check();
  expect(first.length ? await check() : first).toEqual([]);
}

export async function openSchedule(page: Page) {
  await page.goto("/schedule");
  await expect(stepHeading(page, "Select a Service")).toBeVisible();
}

/** Step 1 up to the open Consent and Liability Form. */
export async function chooseServiceAndConfirmAge(page: Page, serviceName: string) {
  await page.getByRole("radio", { name: serviceName }).check();
  await page.getByRole("button", { name: "Continue to Date Selection" }).click();
  const age = page.getByRole("dialog", { name: "Age Verification" });
  await expect(age).toBeVisible();
  await age.getByRole("button", { name: "Yes, I am 18 or older" }).click();
  const consent = page.getByRole("dialog", { name: "Consent and Liability Form" });
  await expect(consent).toBeVisible();
  return consent;
}

/** Draws a wavy line on the signature pad with the pointer. */
export async function drawSignature(page: Page, dialog: Locator) {
  const canvas = dialog.getByRole("img", { name: /Signature pad/ });
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  if (!box) throw new Error("signature pad not visible");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 20, y);
  await page.mouse.down();
  for (let i = 1; i <= 24; i++)
    await page.mouse.move(box.x + 20 + i * ((box.width - 60) / 24), y + Math.sin(i / 2) * (box.height / 4), { steps: 2 });
  await page.mouse.up();
  await expect(dialog.getByRole("img", { name: "Signature pad, signed" })).toBeVisible();
}

/** Signs (drawn or typed), agrees to the terms and submits, answers the intake form if the service asks one; ends on step 2. */
export async function signConsent(page: Page, dialog: Locator, method: "draw" | "type" = "draw") {
  await submitConsent(page, dialog, method);
  await answerIntakeIfAsked(page);
}

/** Signs (drawn or typed), agrees to the terms and submits; the dialog closes. */
export async function submitConsent(page: Page, dialog: Locator, method: "draw" | "type" = "draw") {
  if (method === "draw") await drawSignature(page, dialog);
  else {
    await dialog.getByRole("button", { name: "Type" }).click();
    await dialog.getByLabel("Type your signature").fill("Avery Quinn");
  }
  await dialog.getByRole("checkbox", { name: /I have read and agree to the terms and conditions/ }).check();
  await dialog.getByRole("button", { name: "Submit Form" }).click();
  await expect(dialog).toBeHidden();
}

/** The intake form's dialog (after the consent form, for a service that asks one). */
export const intakeDialog = (page: Page) =>
  page.getByRole("dialog").filter({ has: page.getByRole("button", { name: "Send and continue" }) });

/**
 * Answers every question of an intake form with an answer that flags nothing: text, the last
 * choice ("No" of yes/no, "None"), the scale's top, a date, a number, the box ticked.
 */
export async function answerIntakeQuestions(scope: Locator) {
  for (const question of await scope.locator("[data-question]").all()) {
    const text = question.locator("textarea, input[type=text]");
    if (await text.count()) await text.fill("A test answer");
    const date = question.locator("input[type=date]");
    if (await date.count()) await date.fill("2000-01-01");
    const number = question.locator("input[type=number]");
    if (await number.count()) await number.fill(String((await number.getAttribute("min")) ?? "1"));
    const choices = question.locator("input[type=radio], input[type=checkbox]");
    if (await choices.count()) await choices.last().check();
  }
}

/** After the consent form: answers the intake form when the service asks one, and ends on step 2. */
export async function answerIntakeIfAsked(page: Page) {
  const step2 = stepHeading(page, "Select a Date");
  const intake = intakeDialog(page);
  await expect(step2.or(intake)).toBeVisible();
  if (await intake.isVisible()) {
    await answerIntakeQuestions(intake);
    await intake.getByRole("button", { name: "Send and continue" }).click();
    await expect(intake).toBeHidden();
  }
  await expect(step2).toBeVisible();
}

/**
 * Picks the n-th bookable day (counting across months) so tests running side by side book
 * different days, and returns its time-slot buttons once they are loaded.
 */
export async function chooseDay(page: Page, index: number) {
  let remaining = index;
  for (let month = 0; month < 3; month++) {
    const enabled = page.locator("button[data-day]:not([disabled])");
    // Outside days of the next month are shown too: count only this month's own days.
    const own = page.locator("td:not([data-outside]) > button[data-day]:not([disabled])");
    await expect(enabled.first()).toBeVisible();
    const count = await own.count();
    if (remaining < count) {
      await own.nth(remaining).click();
      const slots = page.getByRole("list", { name: "Available times" });
      await expect(slots).toBeVisible();
      return slots;
    }
    remaining -= count;
    await page.getByRole("button", { name: /next month/i }).click();
  }
  throw new Error(`no bookable day number ${index}`);
}

/** Step 2: a day and its first time; continues to step 3. Returns the time's label. */
export async function chooseDateAndTime(page: Page, dayIndex: number) {
  const slots = await chooseDay(page, dayIndex);
  const first = slots.getByRole("button").first();
  const label = (await first.getAttribute("aria-label")) ?? "";
  await first.click();
  await expect(first).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Continue to Client Information" }).click();
  await expect(stepHeading(page, "Your Information")).toBeVisible();
  return label;
}

/** Step 4: a billing address in North Carolina (taxed) and a test card. */
export async function fillBillingAndCard(page: Page, card = "4242424242424242") {
  await page.getByLabel("Address").fill("12 Main Street");
  await page.getByLabel("City").fill("Asheville");
  await page.getByLabel("State").fill("NC");
  await page.getByLabel("Postal code").fill("28801");
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
}
