/**
 * A fresh client address for X-Forwarded-For. Rate limits count per IP and every test runs from
 * 127.0.0.1, so each test that submits a form uses its own address and never trips the limits.
 */
export function uniqueClientIp(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `172.${16 + Math.floor(Math.random() * 16)}.${octet()}.${octet()}`;
}

/**
 * A page whose scripts load only when `release` is called: what a visitor on a slow phone has in
 * hand before the page hydrates. Forms must work (and keep what was typed) in that window.
 */
export async function holdScripts(page: import("@playwright/test").Page): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/**/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Holds a page's data (Next's RSC requests for `path`: a prefetch and the navigation alike) until
 * `release` is called: the site while that page is on its way on a slow link.
 */
export async function holdPageData(page: import("@playwright/test").Page, path: RegExp): Promise<{ release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(path, async (route) => {
    if (route.request().headers()["rsc"]) await released;
    await route.fallback();
  });
  return { release };
}
