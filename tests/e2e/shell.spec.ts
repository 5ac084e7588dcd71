import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

import { fullAddress, siteConfig } from "../../lib/site-config";
import { axe } from "./support/booking";
import { headerContrastOverDarkContent } from "./support/layout";
import { holdPageData, holdScripts } from "./support/network";
import { markSignedIn } from "./support/auth";

const jane = { id: 41, username: "jane", email: "jane@example.com", firstName: "Jane", lastName: "Doe", phone: null, isAdmin: false };

/** Serves GET /api/session from a switch so a test can log in and out without the accounts API. */
async function fakeSession(page: Page, opts: { logoutFails?: boolean } = {}) {
  let loggedIn = true;
  await markSignedIn(page);
  await page.route("**/api/session", (route) => route.fulfill({ json: { user: loggedIn ? jane : null } }));
  // Logout is a server action: a POST to the page with a Next-Action header.
  await page.route("**/*", async (route) => {
    const request = route.request();
    if (request.method() !== "POST" || !request.headers()["next-action"]) return route.fallback();
    if (opts.logoutFails) return route.abort("connectionreset");
    loggedIn = false;
    return route.continue();
  });
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("public header", () => {
  const links: [string, RegExp][] = [
    ["Services", /\/services$/],
    ["Schedule", /\/(schedule|auth)(\?.*)?$/], // login required: logged-out visitors land on /auth
    ["Virtual Sessions", /\/(virtual-sessions|auth)(\?.*)?$/],
    ["About", /\/about$/],
    ["Blog", /\/blog$/],
    ["Contact", /\/contact$/],
    ["Home", /\/$/],
  ];

  for (const [label, url] of links) {
    test(`"${label}" goes to its page`, async ({ page }) => {
      await page.goto("/this-page-does-not-exist");
      await mainNav(page).getByRole("link", { name: label, exact: true }).click();
      await expect(page).toHaveURL(url);
    });
  }

  test("pages are prefetched on intent, not on load; a prefetch does not download the page's images", async ({ page }) => {
    const images: string[] = [];
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") images.push(new URL(request.url()).pathname);
    });
    page.on("requestfinished", (request) => {
      if (request.headers()["next-router-prefetch"]) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    expect(prefetched, "nothing is prefetched while the page loads (components/ui/link.tsx)").toEqual([]);

    // Pointing at a link prefetches its page. A <link rel=preload> for the hero and the portrait
    // used to ride in that payload, so the visitor downloaded both at high priority.
    await mainNav(page).getByRole("link", { name: "Home" }).hover();
    await mainNav(page).getByRole("link", { name: "About" }).hover();
    await expect.poll(() => ["/", "/about"].every((path) => prefetched.includes(path))).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(images.filter((path) => /hero|practitioner/.test(path))).toEqual([]);

    await mainNav(page).getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Meet/);
    await expect(page.getByRole("img", { name: /.+/ }).first()).toBeVisible();

    await page.goto("/");
    const hero = page.getByRole("img", { name: /meditating/ });
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).not.toHaveAttribute("loading", "lazy");
  });

  test("a link whose page is slow to come shows a bar along the top until the page arrives", async ({ page }) => {
    await page.goto("/");
    const { release } = await holdPageData(page, /\/about(\?|$)/);
    await mainNav(page).getByRole("link", { name: "About" }).click();
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-navigating", "");
    const bar = () => page.evaluate(() => getComputedStyle(document.body, "::before"));
    await expect.poll(async () => (await bar()).content).toBe('""');
    await expect.poll(async () => (await bar()).height).toBe("3px");
    await expect(page).toHaveURL(/\/$/);

    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Meet/);
    await expect(html).not.toHaveAttribute("data-navigating");
    expect((await bar()).content).toBe("none");
  });

  test("its text keeps its contrast whatever scrolls beneath it", async ({ page }) => {
    await page.goto("/");
    expect(await headerContrastOverDarkContent(page)).toEqual([]);
  });

  test("marks the current section with aria-current", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    await mainNav(page).getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(mainNav(page).getByRole("link", { name: "Services" })).toHaveAttribute("aria-current", "page");
    await expect(mainNav(page).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  test("has Book Session and, when logged out, Login", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Book Session" })).toHaveAttribute("href", "/schedule");
    await header.getByRole("link", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a skip link moves keyboard focus to the main content", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });
});

test.describe("account menu", () => {
  test("shows the first name with My Profile, My Appointments, My Sessions and Logout", async ({ page }) => {
    await fakeSession(page);
    await page.goto("/this-page-does-not-exist");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
    await header.getByRole("button", { name: /Jane/ }).click();
    await expect(page.getByRole("menuitem", { name: "My Profile" })).toHaveAttribute("href", "/profile");
    await expect(page.getByRole("menuitem", { name: "My Appointments" })).toHaveAttribute("href", "/appointments");
    await expect(page.getByRole("menuitem", { name: "My Sessions" })).toHaveAttribute("href", "/virtual-sessions");
    await expect(page.getByRole("menuitem", { name: "Logout" })).toBeVisible();
  });

  test("Logout toasts 'Logged out', goes home and shows Login again", async ({ page }) => {
    await fakeSession(page);
    await page.goto("/this-page-does-not-exist");
    await page.getByRole("banner").getByRole("button", { name: /Jane/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  });

  test("a failed logout toasts 'Logout failed' with its message; F8 focuses the toast", async ({ page }) => {
    await fakeSession(page, { logoutFails: true });
    await page.goto("/this-page-does-not-exist");
    await page.getByRole("banner").getByRole("button", { name: /Jane/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    const notifications = page.getByRole("region", { name: "Notifications (F8)" });
    await expect(notifications.getByText("Logout failed")).toBeVisible();
    await expect(notifications.getByText("Could not log out. Please check your connection and try again.")).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: /Jane/ })).toBeVisible();

    await page.keyboard.press("F8");
    await expect.poll(() => notifications.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });

  test("a visitor who never signed in has Login before the scripts run, and no page asks for a session", async ({ page }) => {
    const sessionRequests: string[] = [];
    page.on("request", (r) => r.url().includes("/api/session") && sessionRequests.push(r.url()));
    const scripts = await holdScripts(page);
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    const login = page.getByRole("banner").getByRole("link", { name: "Login" });
    await expect(login).toHaveAttribute("href", "/auth"); // in the server's HTML
    scripts.release();
    await page.waitForLoadState("networkidle");
    await mainNav(page).getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(login).toBeVisible();
    expect(sessionRequests).toEqual([]);
  });

  test("a real account: registering logs in (auth-changed), Logout logs out", async ({ page }) => {
    const failed: string[] = [];
    const sessionRequests: string[] = [];
    page.on("response", (r) => r.status() >= 400 && r.url().includes("/api/") && failed.push(`${r.status()} ${r.url()}`));
    page.on("request", (r) => r.url().includes("/api/session") && sessionRequests.push(r.url()));
    await page.goto("/this-page-does-not-exist");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
    // Logged-out visitors cause no failing request (it would be a console error on every page).
    expect(failed).toEqual([]);

    const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const res = await page.request.post("/api/register", {
      data: {
        username: `shell${suffix}`,
        password: "calm-breath-2024",
        email: `shell${suffix}@example.com`,
        firstName: "Robin",
        lastName: "Shell",
      },
      headers: { "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
    });
    expect(res.status()).toBe(201);
    await page.evaluate(() => window.dispatchEvent(new Event("auth-changed")));
    await expect(header.getByRole("button", { name: /Robin/ })).toBeVisible();
    expect(sessionRequests.length, "asked once signed in").toBeGreaterThan(0);

    // A member's next page does not offer "Login" while it hydrates (lib/auth/session-hint.ts).
    const scripts = await holdScripts(page);
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    await expect(header.getByRole("link", { name: "Login" })).toBeHidden();
    scripts.release();
    await header.getByRole("button", { name: /Robin/ }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expect(page.getByText("Logged out", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();

    // Logged out, the browser is a visitor again: its pages stop asking.
    const askedWhileSignedIn = sessionRequests.length;
    await mainNav(page).getByRole("link", { name: "About", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.reload();
    await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
    expect(sessionRequests).toHaveLength(askedWhileSignedIn);
  });
});

test.describe("footer", () => {
  test("shows the address, phone, email, opening hours and quick links", async ({ page }) => {
    await page.goto("/this-page-does-not-exist");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(fullAddress)).toBeVisible();
    await expect(footer.getByRole("link", { name: siteConfig.phone })).toHaveAttribute("href", siteConfig.phoneHref);
    await expect(footer.getByRole("link", { name: siteConfig.email })).toHaveAttribute("href", `mailto:${siteConfig.email}`);
    for (const hours of ["Mon-Fri 8am-8pm", "Sat 9am-5pm", "Sun 10am-3pm"]) {
      await expect(footer.getByRole("listitem").filter({ hasText: hours })).toBeVisible();
    }
    const quickLinks = footer.getByRole("navigation", { name: "Quick Links" });
    await expect(quickLinks.getByRole("link")).toHaveText(["Home", "Services", "Schedule", "Virtual Sessions", "About", "Blog", "Contact"]);
  });

  test("links the policies, each a readable page that links the others", async ({ page }) => {
    await page.goto("/");
    const policies = page.getByRole("contentinfo").getByRole("navigation", { name: "Policies" });
    await expect(policies.getByRole("link")).toHaveText(["Privacy Policy", "Terms of Service", "Cancellation Policy"]);
    await policies.getByRole("link", { name: "Cancellation Policy" }).click();
    await expect(page).toHaveURL(/\/cancellation-policy$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cancellation Policy" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(
      "You can cancel or reschedule up to 48 hours before your session starts for a full refund.",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Within 48 hours of your session" })).toBeVisible();
    await page.getByRole("navigation", { name: "Other policies" }).getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(page).toHaveTitle(/^Privacy Policy/);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe("404 page", () => {
  test("shows the spec's texts inside the site shell, and is accessible", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(1);

    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations).toEqual([]);

    await page.getByRole("link", { name: "Back to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("public pages carry the site's shell once: the 404 boundaries do not ship it again", async ({ request }) => {
    // A not-found boundary's content is serialised into the hydration payload of every page below
    // it; a boundary that drew its own header and footer cost each page two more copies of both.
    for (const path of ["/", "/about", "/blog"]) {
      const response = await request.get(path);
      expect(response.headers().etag, "no per-request hash of the body (next.config.ts)").toBeUndefined();
      const html = await response.text();
      const payload = [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
        .map((m) => JSON.parse(m[1])[1] ?? "")
        .join("");
      expect(payload.match(/\["\$","footer"/g), path).toHaveLength(1);
      expect(html.match(/<footer/g), path).toHaveLength(1);
    }
  });

  test("every cached public page is rendered again within a minute, so an owner's change reaches every instance", async ({ request }) => {
    // revalidatePath refreshes only the instance that took the change (lib/content/revalidate.ts).
    for (const path of ["/", "/about", "/contact", "/services", "/cancellation-policy", "/blog", "/blog/quit-smoking-with-hypnotherapy"]) {
      const cacheControl = (await request.get(path)).headers()["cache-control"] ?? "";
      const sMaxAge = Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1]);
      expect(sMaxAge, `${path}: ${cacheControl}`).toBeGreaterThan(0);
      expect(sMaxAge, `${path}: ${cacheControl}`).toBeLessThanOrEqual(60);
    }
  });

  test("the account menu open on the 404 page passes axe", async ({ page }) => {
    await fakeSession(page);
    await page.goto("/no/such/page");
    await page.getByRole("banner").getByRole("button", { name: /Jane/ }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    // The menu is portalled next to <body> like every popover; axe's best-practice "region"
    // rule does not apply to such transient overlays. Every other rule runs on it.
    const results = await axe(page, { disable: ["region"] }).analyze();
    expect(results.violations).toEqual([]);
  });
});
