import { siteConfig } from "@/lib/site-config";
import type { BlogPostDTO } from "@/lib/content/blog";

// The blog's RSS 2.0 feed (https://www.rssboard.org/rss-specification): the published posts,
// newest first. Written here rather than with a feed library: it is one small document, and every
// text goes through xmlText, which escapes markup and drops characters XML cannot carry.

export const FEED_PATH = "/blog/rss.xml";
export const FEED_TITLE = `${siteConfig.name} Blog`;

/** Text safe inside an XML element or attribute. */
export function xmlText(text: string): string {
  return (
    text
      // Control characters are not allowed in XML 1.0, even escaped.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}

/** RFC 822 date-time, as RSS 2.0 asks ("Tue, 10 Nov 2026 14:00:00 GMT"). */
export const rfc822 = (instant: Date | string) => new Date(instant).toUTCString();

export function renderRss(
  posts: Pick<BlogPostDTO, "slug" | "title" | "excerpt" | "publishedAt" | "category" | "author">[],
  description: string,
): string {
  const url = (path: string) => new URL(path, siteConfig.url).toString();
  const items = posts.map((post) => {
    const link = url(`/blog/${post.slug}`);
    return [
      "    <item>",
      `      <title>${xmlText(post.title)}</title>`,
      `      <link>${xmlText(link)}</link>`,
      `      <guid isPermaLink="true">${xmlText(link)}</guid>`,
      `      <pubDate>${rfc822(post.publishedAt)}</pubDate>`,
      `      <description>${xmlText(post.excerpt)}</description>`,
      `      <category>${xmlText(post.category)}</category>`,
      `      <dc:creator>${xmlText(`${post.author.firstName} ${post.author.lastName}`)}</dc:creator>`,
      "    </item>",
    ].join("\n");
  });
  const lastBuild = posts[0] ? `\n    <lastBuildDate>${rfc822(posts[0].publishedAt)}</lastBuildDate>` : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xmlText(FEED_TITLE)}</title>
    <link>${xmlText(url("/blog"))}</link>
    <description>${xmlText(description)}</description>
    <language>en-us</language>
    <atom:link href="${xmlText(url(FEED_PATH))}" rel="self" type="application/rss+xml"/>${lastBuild}
${items.join("\n")}
  </channel>
</rss>
`;
}
