import { expect, test } from "@playwright/test";

import { loginAsAdmin } from "./support/admin";
import { expectNoAxeViolations, expectToast } from "./support/booking";
import { expectNoHorizontalScroll, screenshotFor } from "./support/checkout";
import { startIntakeDraft } from "./support/database";

// The owner's intake forms: she opens the seed hypnotherapy intake, adds an optional question,
// saves it (clients have started answering, so it becomes a new version) and previews it as
// clients see it. Runs on the owner's own server; the question added is optional, so the specs
// that answer the form still can.

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await loginAsAdmin(page);
});

const FORM = "Hypnotherapy intake";

test("the owner adds a question to the hypnotherapy intake, saves a new version and previews it", async ({ page }) => {
  await startIntakeDraft(FORM);
  const label = `Anything else I should know? ${Date.now().toString(36)}`;
  await page.goto("/admin/intake-forms");
  await expect(page.getByRole("heading", { level: 1, name: "Intake forms" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Intake forms" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const row = page.getByRole("listitem", { name: FORM, exact: true });
  await expect(row).toContainText("Clinical Hypnotherapy (Virtual)");
  const version = Number((await row.innerText()).match(/Version (\d+)/)![1]);
  await screenshotFor(page, "intake-forms-list");
  await expectNoAxeViolations(page);

  await row.getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Edit ${FORM}` })).toBeVisible();
  await expectNoAxeViolations(page);

  const about = page.getByRole("region", { name: /About you/ });
  await about.getByRole("button", { name: /Add a question/ }).click();
  const added = about.getByRole("listitem").last();
  // A question without its words is refused on the question itself, and nothing is saved.
  await page.getByRole("button", { name: "Save form" }).click();
  await expect(added.getByText("Write the question.")).toBeVisible();
  await expect(added.getByLabel("Question", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await added.getByLabel("Question", { exact: true }).fill(label);
  await added.getByLabel("Kind of answer").selectOption({ label: "Long text" });
  await screenshotFor(page, "intake-form-builder");
  await page.getByRole("button", { name: "Save form" }).click();
  await expectToast(page, "Form saved");
  await expect(page).toHaveURL(/\/admin\/intake-forms$/);
  await expect(page.getByRole("listitem", { name: FORM, exact: true })).toContainText(`Version ${version + 1}`);

  await page
    .getByRole("listitem", { name: FORM, exact: true })
    .getByRole("link", { name: /^Preview/ })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: `Preview: ${FORM}` })).toBeVisible();
  await expect(page.getByLabel(label)).toBeVisible();
  await expect(page.getByRole("heading", { name: "What brings you here" })).toBeVisible();
  await screenshotFor(page, "intake-form-preview");
  await expectNoAxeViolations(page);
});

test("at 375 px the list, the builder and the preview fit the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/admin/intake-forms");
  await expectNoHorizontalScroll(page);
  await screenshotFor(page, "intake-forms-list-375");
  await page.getByRole("listitem", { name: "Yoga health form", exact: true }).getByRole("link", { name: /^Edit/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Yoga health form" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshotFor(page, "intake-form-builder-375");
  await page.goto(page.url() + "/preview");
  await expect(page.getByRole("heading", { level: 1, name: "Preview: Yoga health form" })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await screenshotFor(page, "intake-form-preview-375");
});
