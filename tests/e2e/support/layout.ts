import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

import type { TestUser } from "./auth";

// Long names and addresses: they wrap instead of widening the page or being cut off.

let counter = 0;

/**
 * A client with a 40-character first and last name (no spaces or hyphens to break at) and a long
 * email address: the worst case for every place that shows who the client is.
 */
export function longNamedUser(): Pick<TestUser, "firstName" | "lastName" | "email" | "username"> {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;
  return {
    firstName: "Maximilianaalexandrinaconstantinopolisia", // 40 letters
    lastName: "Wolfeschlegelsteinhausenbergerdorffvoral", // 40 letters
    email: `maximilianaalexandrina.wolfeschlegelstein.${id}@a-rather-long-wellness-domain.example`,
    username: `long_${id}`.slice(0, 30),
  };
}

/** The page is no wider than the screen: nothing scrolls sideways. */
export async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, "the page scrolls sideways").toBeLessThanOrEqual(clientWidth);
}

/**
 * Every visible place inside `scope` that shows one of `texts` shows it whole: no box on the way up
 * cuts it off (an ellipsis, hidden or clipped overflow) and it ends inside the screen. A box that
 * scrolls sideways by design (a wide table on a phone) counts as showing it.
 */
export async function expectShownWhole(scope: Locator, texts: string[]) {
  await expect(scope.getByText(texts[0]).filter({ visible: true }).first()).toBeVisible();
  const problems = await scope.evaluate((element, wanted) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const viewport = document.documentElement.clientWidth;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const match = wanted.find((w) => text.includes(w));
      const parent = node.parentElement;
      if (!match || !parent || !parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
      const rect = parent.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue; // screen-reader-only text
      const where = `"${match.slice(0, 16)}..." in <${parent.tagName.toLowerCase()} class="${parent.className}">`;
      let scrolls = false;
      for (let box: HTMLElement | null = parent; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === "auto" || style.overflowX === "scroll") {
          scrolls = true;
          break;
        }
        const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
        if (clips && box.scrollWidth > box.clientWidth + 1) {
          found.push(`${where} is cut off by <${box.tagName.toLowerCase()} class="${box.className}">`);
          break;
        }
      }
      if (!scrolls && rect.right > viewport + 1) found.push(`${where} ends ${Math.round(rect.right - viewport)} px beyond the screen`);
    }
    return found;
  }, texts);
  expect(problems).toEqual([]);
}

/**
 * axe's text contrast in the sticky header over a block in the site's darkest colour lying beneath
 * it: what a header that lets the page show through would fail over a dark photo or button.
 */
export async function headerContrastOverDarkContent(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    const block = document.createElement("div");
    block.className = "bg-foreground";
    Object.assign(block.style, { position: "absolute", top: "0", left: "0", right: "0", height: "160px", zIndex: "1" });
    document.body.append(block);
  });
  const { violations } = await new AxeBuilder({ page }).include("header").withRules(["color-contrast"]).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${node.target.join(" ")}: ${node.failureSummary}`));
}
