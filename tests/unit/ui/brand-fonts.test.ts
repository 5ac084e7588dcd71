// @vitest-environment jsdom
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { BRAND_FONTS_SEEN_KEY, brandFonts, brandFontsScript } from "@/components/site/brand-fonts";

/** What the script did with the FontFace API: one entry per face added to the document. */
let added: { family: string; source: string; display: string | undefined }[];

class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
  load() {
    return Promise.resolve(this);
  }
}

/** Runs the inline <head> script exactly as the page does. */
const runScript = () => new Function(brandFontsScript)();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  added = [];
  localStorage.clear();
  vi.stubGlobal("FontFace", FakeFontFace);
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { add: (face: FakeFontFace) => added.push({ family: face.family, source: face.source, display: face.descriptors.display }) },
  });
});

afterEach(async () => {
  // A test that never fired "load" leaves the script's listener behind: let it run out here.
  window.dispatchEvent(new Event("load"));
  await flush();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs the inline <head> script exactly as the page does. */

describe("the brand fonts' files", () => {
  it("exist in public/ under a name that carries their content's hash", () => {
    for (const font of brandFonts) {
      const bytes = readFileSync(join(process.cwd(), "public", font.file));
      const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 8);
      expect(font.file).toMatch(new RegExp(`-${hash}\\.woff2$`));
      expect(bytes.subarray(0, 4).toString("latin1")).toBe("wOF2");
    }
  });
});

describe("the inline script that adds them", () => {
  it("on a first visit adds nothing until the page has loaded, then swaps them in and remembers it", async () => {
    runScript();
    expect(added).toEqual([]);
    expect(localStorage.getItem(BRAND_FONTS_SEEN_KEY)).toBeNull();

    window.dispatchEvent(new Event("load"));
    await flush();
    expect(added).toEqual([
      { family: "Inter", source: `url(${brandFonts[0].file}) format("woff2")`, display: "swap" },
      { family: "Fraunces", source: `url(${brandFonts[1].file}) format("woff2")`, display: "swap" },
    ]);
    expect(localStorage.getItem(BRAND_FONTS_SEEN_KEY)).toBe(brandFonts.map((font) => font.file).join(" "));
  });

  it("on a first visit adds them together once both have loaded (one relayout and repaint, not one per font)", async () => {
    const pending: (() => void)[] = [];
    vi.spyOn(FakeFontFace.prototype, "load").mockImplementation(function (this: FakeFontFace) {
      return new Promise<FakeFontFace>((resolve) => pending.push(() => resolve(this)));
    });
    runScript();
    window.dispatchEvent(new Event("load"));
    await flush();
    expect(pending).toHaveLength(2);
    expect(added).toEqual([]);

    pending[1]();
    await flush();
    expect(added).toEqual([]);

    pending[0]();
    await flush();
    expect(added.map((face) => face.family)).toEqual(["Inter", "Fraunces"]);
  });

  it("once the browser has them adds them at once, optional (a lost cache keeps the stand-ins, no jump)", () => {
    localStorage.setItem(BRAND_FONTS_SEEN_KEY, brandFonts.map((font) => font.file).join(" "));
    runScript();
    expect(added.map((face) => [face.family, face.display])).toEqual([
      ["Inter", "optional"],
      ["Fraunces", "optional"],
    ]);
  });

  it("treats fonts whose files changed as a first visit", () => {
    localStorage.setItem(BRAND_FONTS_SEEN_KEY, "/fonts/inter-00000000.woff2 /fonts/fraunces-00000000.woff2");
    runScript();
    expect(added).toEqual([]);
  });

  it("adds the font that loaded when the other failed, and does not remember them", async () => {
    vi.spyOn(FakeFontFace.prototype, "load").mockImplementation(function (this: FakeFontFace) {
      return this.family === "Inter" ? Promise.reject(new Error("network")) : Promise.resolve(this);
    });
    runScript();
    window.dispatchEvent(new Event("load"));
    await flush();
    expect(added.map((face) => face.family)).toEqual(["Fraunces"]);
    expect(localStorage.getItem(BRAND_FONTS_SEEN_KEY)).toBeNull();
  });

  it("works when storage is blocked", async () => {
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    expect(runScript).not.toThrow();
    window.dispatchEvent(new Event("load"));
    await flush();
    expect(added).toHaveLength(2);
  });
});
