import { expect, test, type Page } from "@playwright/test";

/** When each brand font was requested, against the page's load event (ms since navigation start). */
async function fontTimings(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    const fonts = performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.startsWith("/fonts/"))
      .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime }));
    return { loadStart: navigation.loadEventStart, fonts };
  });
}

const brandFontsReady = (page: Page) =>
  page.waitForFunction(() => document.fonts.check("16px Inter") && document.fonts.check("600 16px Fraunces"));

test("a first visit paints with the stand-ins and loads the brand fonts after the page; later visits have them from the start", async ({
  page,
}) => {
  await page.goto("/");
  await brandFontsReady(page);
  const first = await fontTimings(page);
  expect(first.fonts.map((font) => font.file).sort()).toEqual([
    expect.stringMatching(/^\/fonts\/fraunces-[0-9a-f]{8}\.woff2$/),
    expect.stringMatching(/^\/fonts\/inter-[0-9a-f]{8}\.woff2$/),
  ]);
  for (const font of first.fonts) expect(font.start).toBeGreaterThanOrEqual(first.loadStart);
  // The headings and the text are set in the brand fonts once they are in.
  expect(await page.getByRole("heading", { level: 1 }).evaluate((h1) => getComputedStyle(h1).fontFamily)).toMatch(/^Fraunces,/);
  const font = await page.request.get(first.fonts[0].file);
  expect(font.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  // The browser has them now: the next page adds them before its first paint, from its cache.
  await page.goto("/about");
  await brandFontsReady(page);
  const later = await fontTimings(page);
  expect(later.fonts).toHaveLength(2);
  for (const font of later.fonts) expect(font.start).toBeLessThan(later.loadStart);
});
