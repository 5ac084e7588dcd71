import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";

// Article Markdown -> HTML, on the server only (pages ship no client JS for content). One function
// renders the public article and the admin's preview, so the preview is what readers get.
// Articles are written in the admin, so the renderer treats them as untrusted: raw HTML is shown
// as text, unsafe link schemes are dropped, headings never compete with the page's h1, and the
// result goes through an allow-list sanitizer as the last step (defence in depth: whatever the
// Markdown renderer lets through, no script, event handler, frame or javascript: URL survives).

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

const headings = ["h2", "h3", "h4", "h5", "h6"];

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...headings,
    "p",
    "br",
    "hr",
    "blockquote",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "code",
    "pre",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
    "input",
  ],
  allowedAttributes: {
    ...Object.fromEntries(headings.map((h) => [h, ["id"]])),
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "loading"],
    ol: ["start"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
    // GFM task lists render disabled checkboxes.
    input: ["type", "checked", "disabled"],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Dropped with their content, not kept as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed"],
  exclusiveFilter: (frame) => frame.tag === "input" && frame.attribs.type !== "checkbox",
};

/** The allow-list pass every rendered article goes through (also usable on its own). */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, sanitizeOptions);
}

/** Renders an article's Markdown to safe HTML for `dangerouslySetInnerHTML` in a server component. */
export function renderMarkdown(source: string): string {
  return sanitizeArticleHtml(markdown.parse(source, { async: false }));
}
