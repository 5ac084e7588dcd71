import { minutesToRead } from "@/lib/format";

// Pure blog display rules shared by server pages and the client filter (no database here).

/** Spec: blog cards show at most 3 tags. */
export const MAX_CARD_TAGS = 3;

export const cardTags = (tags: readonly string[], max = MAX_CARD_TAGS) => tags.slice(0, max);

/** Minutes to read of a Markdown article (200 words per minute, rounded up). */
export const readingMinutes = (markdown: string) => minutesToRead(markdownToPlainText(markdown));

/** Markdown without its syntax, for word counts and search. */
export function markdownToPlainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/[*_`~]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Up to `max` other articles to read next: the same category first, then the newest others. */
export function relatedPosts<T extends { slug: string; category: string }>(current: T, newestFirst: readonly T[], max = 3): T[] {
  const others = newestFirst.filter((p) => p.slug !== current.slug);
  const same = others.filter((p) => p.category === current.category);
  const rest = others.filter((p) => p.category !== current.category);
  return [...same, ...rest].slice(0, max);
}
