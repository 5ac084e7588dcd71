import { describe, expect, it } from "vitest";
import { renderMarkdown } from "@/lib/content/markdown";

describe("renderMarkdown", () => {
  it("renders paragraphs, emphasis and lists", () => {
    const html = renderMarkdown("Calm **breath**, soft *gaze*.\n\n- one\n- two\n\n1. first\n2. second");
    expect(html).toContain("<p>Calm <strong>breath</strong>, soft <em>gaze</em>.</p>");
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
  });

  it("keeps the page's h1 unique: article headings start at h2, with anchor ids", () => {
    const html = renderMarkdown("# Top\n\n## Why it works\n\n### Box breathing");
    expect(html).not.toContain("<h1");
    expect(html).toContain('<h2 id="top">Top</h2>');
    expect(html).toContain('<h2 id="why-it-works">Why it works</h2>');
    expect(html).toContain('<h3 id="box-breathing">Box breathing</h3>');
  });

  it("shows raw HTML as text instead of injecting it", () => {
    const html = renderMarkdown('Hello <script>alert("x")</script>\n\n<img src=x onerror="alert(1)">');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;script&gt;");
  });

  it("drops unsafe link targets and marks external links", () => {
    const html = renderMarkdown("[bad](javascript:alert(1)) [ext](https://example.com) [local](/services)");
    expect(html).not.toContain("javascript:");
    expect(html).toContain("bad");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">ext</a>');
    expect(html).toContain('<a href="/services">local</a>');
  });
});
