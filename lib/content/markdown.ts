import { Marked, type Tokens } from "marked";

// Article Markdown -> HTML, on the server only (pages ship no client JS for content).
// Articles come from the seed, but the renderer still treats them as untrusted: raw HTML is
// shown as text, unsafe link schemes are dropped, and headings never compete with the page's h1.

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/<[^>]*>/g, "")
    .replace(/&[a-z0-9#]+;/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const SAFE_HREF = /^(https?:|mailto:|tel:|\/|#)/i;

const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(Math.max(depth, 2), 6);
      const inner = this.parser.parseInline(tokens);
      return `<h${level} id="${slugify(inner)}">${inner}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href)) return inner;
      const external = /^https?:/i.test(href);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      const rel = external ? ` rel="noopener noreferrer"` : "";
      return `<a href="${escapeHtml(href)}"${titleAttr}${rel}>${inner}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      if (!SAFE_HREF.test(href)) return escapeHtml(text);
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : "";
      return `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${titleAttr} loading="lazy">`;
    },
  },
});

/** Renders an article's Markdown to HTML for `dangerouslySetInnerHTML` in a server component. */
export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}
