import { describe, expect, it } from "vitest";
import { inlineSvgDataUrl } from "@/lib/content/inline-svg";

describe("inlineSvgDataUrl", () => {
  it("inlines the site's own small illustrations as data: URLs that keep the drawing", () => {
    const url = inlineSvgDataUrl("/images/blog/quit-smoking-with-hypnotherapy.svg");
    expect(url).toMatch(/^data:image\/svg\+xml,%3csvg /);
    expect(url).toContain("viewBox");
  });

  it("leaves everything else to its own request", () => {
    for (const src of [
      "/api/blog/images/12/abc", // an upload
      "/images/blog/photo.jpg",
      "/images/blog/missing.svg",
      "/images/../../package.json.svg",
      "https://example.com/images/a.svg",
    ])
      expect(inlineSvgDataUrl(src), src).toBeNull();
  });
});
