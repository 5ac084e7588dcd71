import { deflateSync, crc32 } from "node:zlib";
import { expect, test, type Locator, type Page } from "@playwright/test";

import { loginAsAdmin } from "./support/admin";
import { expectNoAxeViolations, expectToast } from "./support/booking";
import { expectNoHorizontalOverflow } from "./support/layout";

// The practice's own words and pictures: the owner adds a credential and a testimonial,
// moves them, uploads her portrait, and sees all of it on /about and / at once. Runs on the owner's
// own server (the "owner" project): the portrait it uploads replaces the illustration every visitor
// sees. The credential and testimonial it adds are removed again at the end.

test.describe.configure({ mode: "serial", timeout: 180_000 });

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const CREDENTIAL = { title: `Somatic Breathwork Facilitator ${run}`, issuer: "Breathwork Alliance", year: "2021" };
const TESTIMONIAL = {
  quote: `I sleep through the night again, and I finally know what to do when worry comes back. ${run}`,
  author: `L.${run.slice(-2).toUpperCase()}.`,
  context: "Hypnotherapy for anxiety",
};
const ALT = `Maya in her studio, smiling (${run})`;

/** A real PNG of one colour, portrait-shaped: the server checks the bytes. */
function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => [r, g, b][i % 3])]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const rows = (page: Page, testId: string) => page.getByTestId(testId);
const rowTexts = async (list: Locator) => (await list.allInnerTexts()).map((t) => t.replace(/\s+/g, " "));

/**
 * Moves an item up until it is first ("Move … up" turns disabled). After each move the list is read
 * again and focus comes back to the item's "up" button, or to "down" once it is first.
 */
async function moveToTop(page: Page, name: string) {
  const up = page.getByRole("button", { name: `Move ${name} up`, exact: true });
  const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "");
  while (await up.isEnabled()) {
    // The move is a server action: a POST to the page itself.
    const moved = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/profile" && r.request().method() === "POST");
    await up.click();
    expect((await moved).status()).toBe(200);
    await expect.poll(focused).toMatch(new RegExp(`^Move ${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} (up|down)$`));
  }
}

test("add a credential and a testimonial, reorder them, upload a portrait: /about and / show them", async ({ page }, testInfo) => {
  test.slow();
  await loginAsAdmin(page);
  await page.goto("/admin/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: /admin/i }).getByRole("link", { name: "Profile" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(rows(page, "admin-credential").first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`admin-profile.png`), fullPage: true });

  // A credential: an empty form says what each field needs; then added, last in the list.
  const credentialsBefore = await rows(page, "admin-credential").count();
  await page.getByRole("button", { name: "Add a credential" }).click();
  const addCredential = page.getByRole("dialog", { name: "Add a credential" });
  await addCredential.getByRole("button", { name: "Add credential" }).click();
  await expect(addCredential.getByRole("textbox", { name: "Title" })).toBeFocused();
  await expect(addCredential.getByText(/^Enter the credential's title/)).toBeVisible();
  await expect(addCredential.getByText(/^Enter the year it was awarded/)).toBeVisible();
  await expectNoAxeViolations(page);
  await addCredential.getByRole("textbox", { name: "Title" }).fill(CREDENTIAL.title);
  await addCredential.getByRole("textbox", { name: "Issuing body" }).fill(CREDENTIAL.issuer);
  await addCredential.getByRole("spinbutton", { name: "Year" }).fill(CREDENTIAL.year);
  await addCredential.getByRole("button", { name: "Add credential" }).click();
  await expectToast(page, "Credential added");
  await expect(addCredential).toBeHidden();
  await expect(rows(page, "admin-credential")).toHaveCount(credentialsBefore + 1);
  await expect(rows(page, "admin-credential").last()).toContainText(`${CREDENTIAL.issuer}, ${CREDENTIAL.year}`);
  // ... and moved to the top.
  await moveToTop(page, CREDENTIAL.title);
  await expect(rows(page, "admin-credential").first()).toContainText(CREDENTIAL.title);

  // A testimonial, moved to the top: the home page shows the first three.
  await page.getByRole("button", { name: "Add a testimonial" }).click();
  const addTestimonial = page.getByRole("dialog", { name: "Add a testimonial" });
  await addTestimonial.getByRole("textbox", { name: "What the client said" }).fill(TESTIMONIAL.quote);
  await addTestimonial.getByRole("textbox", { name: "Client's name or initials" }).fill(TESTIMONIAL.author);
  await addTestimonial.getByRole("textbox", { name: "Service or context (optional)" }).fill(TESTIMONIAL.context);
  await expect(addTestimonial.getByRole("switch", { name: "Show on the site" })).toBeChecked();
  await addTestimonial.getByRole("button", { name: "Add testimonial" }).click();
  await expectToast(page, "Testimonial added");
  await expect(rows(page, "admin-testimonial").last()).toContainText(TESTIMONIAL.quote);
  await moveToTop(page, `the testimonial by ${TESTIMONIAL.author}`);
  await expect(rows(page, "admin-testimonial").first()).toContainText(TESTIMONIAL.quote);
  await expect(rows(page, "admin-testimonial").first()).toContainText("On the home page");

  // The portrait: a file that is not an image is refused before it is sent; a PNG is uploaded.
  const portrait = page.getByRole("form", { name: "Portrait" });
  const file = portrait.getByLabel(/^(Upload a|Replace the) portrait$/);
  await file.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await portrait.getByRole("textbox", { name: /portrait shows/ }).fill(ALT);
  await portrait.getByRole("button", { name: "Upload portrait" }).click();
  await expect(portrait.getByText("Upload a PNG, JPEG or WebP image")).toBeVisible();
  await file.setInputFiles({
    name: "maya.png",
    mimeType: "image/png",
    buffer: solidPng(240, 280, [96, 140, 120]),
  });
  // The upload is a server action: a POST to the page itself.
  const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/profile" && r.request().method() === "POST");
  await portrait.getByRole("button", { name: "Upload portrait" }).click();
  expect((await uploaded).status()).toBe(200);
  await expectToast(page, "Portrait saved");
  await expect(page.getByRole("img", { name: ALT })).toBeVisible();
  await expect(page.getByText("Your uploaded portrait.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`admin-profile-after.png`), fullPage: true });

  // The About page: the uploaded portrait, the credential first with its issuer and year, the testimonial first.
  // A render of /about that began before the upload (a link's prefetch in another test) may store
  // the old page after the upload's revalidation, good for the pages' minute (SHARED_FRESHNESS_SECONDS).
  const photo = page.getByRole("img", { name: ALT });
  await expect
    .poll(
      async () => {
        await page.goto("/about");
        return photo.count();
      },
      { timeout: 75_000, intervals: [1_000, 5_000] },
    )
    .toBe(1);
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(photo).not.toHaveAttribute("loading", "lazy");
  const credentials = page.getByRole("region", { name: "Credentials & Training" }).getByTestId("credential");
  await expect(credentials.first()).toContainText(CREDENTIAL.title);
  await expect(credentials.first()).toContainText(`${CREDENTIAL.issuer}, ${CREDENTIAL.year}`);
  const aboutQuotes = page.getByRole("region", { name: "What Clients Say" }).getByTestId("testimonial");
  await expect(aboutQuotes.first()).toContainText(TESTIMONIAL.quote);
  await expect(aboutQuotes.first()).toContainText(TESTIMONIAL.context);
  await page.screenshot({ path: testInfo.outputPath(`about.png`), fullPage: true });

  // The home page: the first three published testimonials, the new one first.
  await page.goto("/");
  const homeQuotes = page.getByRole("region", { name: "What Clients Say" }).getByTestId("testimonial");
  await expect(homeQuotes).toHaveCount(3);
  await expect(homeQuotes.first()).toContainText(TESTIMONIAL.quote);
  expect((await rowTexts(homeQuotes)).join(" ")).toContain(TESTIMONIAL.author);
  await page.screenshot({ path: testInfo.outputPath(`home.png`), fullPage: true });

  // Removing them (through the admin's API) takes them off both pages at once.
  await page.goto("/admin/profile");
  await page.getByRole("button", { name: `Remove the testimonial by ${TESTIMONIAL.author}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expectToast(page, "Removed");
  await expect(page.getByText(TESTIMONIAL.quote)).toHaveCount(0);
  await page.getByRole("button", { name: `Remove ${CREDENTIAL.title}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Remove" }).click();
  await expect(page.getByText(CREDENTIAL.title)).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByText(TESTIMONIAL.quote)).toHaveCount(0);
  await page.goto("/about");
  await expect(page.getByText(CREDENTIAL.title)).toHaveCount(0);
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("the profile editor, its dialogs, /about and / fit the screen", async ({ page }) => {
    await loginAsAdmin(page);
    await page.goto("/admin/profile");
    await expect(rows(page, "admin-credential").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await page.getByRole("button", { name: "Add a testimonial" }).click();
    const dialog = page.getByRole("dialog", { name: "Add a testimonial" });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    for (const path of ["/about", "/"]) {
      await page.goto(path);
      await expect(page.getByRole("region", { name: "What Clients Say" })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    }
  });
});
