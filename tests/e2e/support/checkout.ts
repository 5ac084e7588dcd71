import { expect, type Download, type Page } from "@playwright/test";
import { registerAndLogin, type TestUser } from "./auth";
import { chooseDateAndTime, signConsent, stepHeading } from "./booking";

// Book Now, tax and the confirmation: shared by the desktop and 375 px specs.

type Service = { id: number; name: string; price: number; isVirtual: boolean };

export async function serviceByName(page: Page, name: string): Promise<Service> {
  for (const category of ["hypnotherapy", "yoga"]) {
    const services = (await (await page.request.get(`/api/services/${category}`)).json()) as Service[];
    const found = services.find((s) => s.name === name);
    if (found) return found;
  }
  throw new Error(`no service named ${name}`);
}

/** A registered client who is logged out again (to walk the login redirect). */
export async function registeredButLoggedOut(page: Page): Promise<TestUser> {
  const user = await registerAndLogin(page);
  expect((await page.request.post("/api/logout")).ok()).toBe(true);
  return user;
}

export async function logInOnAuthPage(page: Page, user: TestUser) {
  const form = page.getByRole("form", { name: "Login" });
  await form.getByLabel("Username").fill(user.username);
  await form.getByLabel("Password", { exact: true }).fill(user.password);
  await form.getByRole("button", { name: "Login" }).click();
}

/** The service's card on /services. */
export const serviceCard = (page: Page, name: string) =>
  page.getByTestId("service-card").filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });

/** From step 1 with the service already selected: age, consent, a day and its first time, on to the payment step. */
export async function continueToPayment(page: Page, dayIndex: number) {
  await page.getByRole("button", { name: "Continue to Date Selection" }).click();
  const age = page.getByRole("dialog", { name: "Age Verification" });
  await age.getByRole("button", { name: "Yes, I am 18 or older" }).click();
  const consent = page.getByRole("dialog", { name: "Consent and Liability Form" });
  await expect(consent).toBeVisible();
  await signConsent(page, consent, "type");
  await chooseDateAndTime(page, dayIndex);
  await page.getByRole("button", { name: "Continue to Payment" }).click();
  await expect(stepHeading(page, "Payment Information")).toBeVisible();
}

export type Address = { line1: string; city: string; state: string; postal: string };
export const losAngeles: Address = { line1: "500 Ocean Avenue", city: "Los Angeles", state: "CA", postal: "90001" };

/** The payment step's billing address (anywhere) and the test provider's success card. */
export async function fillBillingIn(page: Page, address: Address, card = "4242424242424242") {
  await page.getByLabel("Address").fill(address.line1);
  await page.getByLabel("City").fill(address.city);
  await page.getByLabel("State").fill(address.state);
  await page.getByLabel("Postal code").fill(address.postal);
  await page.getByLabel("Card number").fill(card);
  await page.getByLabel("Expiry (MM/YY)").fill("12/34");
  await page.getByLabel("CVC").fill("123");
}

export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export const POLICY =
  "You can cancel or reschedule up to 48 hours before your session starts for a full refund. Within 48 hours of the start, please contact us.";

/** A full-page screenshot (or of the screen, for a dialog) for a person to look at, when SCREENSHOT_DIR is set (tests do not depend on it). */
export async function screenshotFor(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage });
}
