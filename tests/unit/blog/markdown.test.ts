import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitizeArticleHtml } from "@/lib/content/markdown";

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

describe("sanitising (the last step of every render, and on its own)", () => {
  it("removes scripts, event handlers, javascript: links, iframes and styles from HTML", () => {
    const html = sanitizeArticleHtml(
      [
        '<h2 id="a" onclick="steal()">Title</h2>',
        "<script>alert(1)</script>",
        '<p onmouseover="x()">Text <a href="javascript:alert(1)">bad</a> <a href="JaVaScRiPt:alert(2)">bad2</a></p>',
        '<img src="/x.png" alt="x" onerror="alert(1)">',
        '<img src="javascript:alert(1)" alt="js">',
        '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="data">',
        '<iframe src="https://evil.example"></iframe>',
        '<object data="x.swf"></object><embed src="x.swf">',
        "<style>body{display:none}</style>",
        '<form action="https://evil.example"><input type="text" name="pw"></form>',
        '<a href="//evil.example">protocol-relative</a>',
      ].join("\n"),
    );
    expect(html).not.toMatch(
      /<script|alert\(1\)<|onclick|onmouseover|onerror|javascript:|<iframe|<object|<embed|<style|display:none|<form|type="text"|data:image|\/\/evil/i,
    );
    expect(html).toContain('<h2 id="a">Title</h2>');
    expect(html).toContain("<p>Text <a>bad</a> <a>bad2</a></p>");
    expect(html).toContain('<img src="/x.png" alt="x" />');
  });

  it("keeps what articles are made of: headings, lists, links, images, code, quotes, tables and task lists", () => {
    const html = renderMarkdown(
      [
        "## Heading two",
        "### Heading three",
        "- one\n- two",
        "1. first\n2. second",
        '[Services](/services) and [site](https://example.com "Example") and [mail](mailto:hello@example.com)',
        "![A calm room](/images/blog/room.svg)",
        "Inline `code` here.",
        "```ts\nconst calm = true;\n```",
        "> A quote",
        "| a | b |\n| - | - |\n| 1 | 2 |",
        "- [x] done\n- [ ] to do",
        "~~gone~~ and **bold** and *soft*",
      ].join("\n\n"),
    );
    expect(html).toContain('<h2 id="heading-two">Heading two</h2>');
    expect(html).toContain('<h3 id="heading-three">Heading three</h3>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toContain('<a href="/services">Services</a>');
    expect(html).toContain('<a href="https://example.com" title="Example" rel="noopener noreferrer">site</a>');
    expect(html).toContain('<a href="mailto:hello@example.com">mail</a>');
    expect(html).toContain('<img src="/images/blog/room.svg" alt="A calm room" loading="lazy" />');
    expect(html).toContain("<code>code</code>");
    expect(html).toContain('<pre><code class="language-ts">const calm = true;');
    expect(html).toMatch(/<blockquote>\s*<p>A quote<\/p>/);
    expect(html).toMatch(/<table>[\s\S]*<th>a<\/th>[\s\S]*<td>1<\/td>/);
    expect(html).toContain('<li><input checked disabled type="checkbox" /> done</li>');
    expect(html).toContain("<del>gone</del>");
    expect(html).toContain("<strong>bold</strong>");
  });

  it("Markdown with hostile content renders nothing executable", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<iframe src="https://evil.example"></iframe>\n\n[x](javascript:alert(1))\n\n![y](javascript:alert(1))\n\n<a href="#" onclick="x()">raw</a>',
    );
    expect(html).not.toMatch(/<script|<iframe|javascript:|<a href="#" onclick/i);
  });
});
