import { describe, expect, it } from "vitest";
import { blogCategories } from "@/prisma/seed-data/blog";
import { MAX_QUERY_LENGTH, matchesSearch, parseBlogSearch, searchText } from "@/lib/content/blog-search";
import { MAX_CARD_TAGS, cardTags, markdownToPlainText, readingMinutes, relatedPosts } from "@/lib/content/blog-utils";
import { formatDateLong, minutesToRead } from "@/lib/format";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("minutes to read (200 words per minute, rounded up)", () => {
  it("rounds up partial minutes", () => {
    expect(minutesToRead(words(200))).toBe(1);
    expect(minutesToRead(words(201))).toBe(2);
    expect(minutesToRead(words(400))).toBe(2);
    expect(minutesToRead(words(401))).toBe(3);
  });

  it("is at least one minute, even for an empty text", () => {
    expect(minutesToRead("")).toBe(1);
    expect(minutesToRead("   ")).toBe(1);
  });

  it("counts the words of Markdown, not its syntax", () => {
    const markdown = `## Heading here\n\n- **bold** item\n- [a link](https://example.com/long/path)\n\n${words(197)}`;
    expect(markdownToPlainText(markdown)).not.toMatch(/[#*[\]()]/);
    // 2 + 2 + 2 + 197 = 203 words -> 2 minutes; the URL and the symbols are not words.
    expect(readingMinutes(markdown)).toBe(2);
    expect(readingMinutes(words(200))).toBe(1);
  });
});

describe("card tags", () => {
  it("shows at most 3 tags, in their order", () => {
    expect(MAX_CARD_TAGS).toBe(3);
    expect(cardTags(["a", "b", "c", "d", "e"])).toEqual(["a", "b", "c"]);
    expect(cardTags(["a", "b"])).toEqual(["a", "b"]);
    expect(cardTags([])).toEqual([]);
  });
});

describe("blog dates", () => {
  it("are en-US long dates", () => {
    expect(formatDateLong("2026-11-10T14:00:00.000Z")).toBe("November 10, 2026");
    expect(formatDateLong(new Date("2026-06-09T14:00:00.000Z"))).toBe("June 9, 2026");
  });
});

describe("search", () => {
  const text = searchText(
    { title: "How Hypnotherapy Helps with Anxiety", excerpt: "A calming exercise.", tags: ["stress", "self-hypnosis"] },
    "Hypnotherapy",
  );

  it("matches title, excerpt, tags and category case-insensitively", () => {
    expect(matchesSearch(text, "ANXIETY")).toBe(true);
    expect(matchesSearch(text, "calming")).toBe(true);
    expect(matchesSearch(text, "self-hypnosis")).toBe(true);
    expect(matchesSearch(text, "hypnotherapy")).toBe(true);
  });

  it("needs every typed word to match; an empty query matches all", () => {
    expect(matchesSearch(text, "anxiety stress")).toBe(true);
    expect(matchesSearch(text, "anxiety yoga")).toBe(false);
    expect(matchesSearch(text, "  ")).toBe(true);
  });
});

describe("related posts", () => {
  const posts = [
    { slug: "a", category: "yoga" },
    { slug: "b", category: "sleep" },
    { slug: "c", category: "yoga" },
    { slug: "d", category: "sleep" },
    { slug: "e", category: "hypno" },
  ];

  it("prefers the same category, then the newest others, never the post itself", () => {
    expect(relatedPosts(posts[0], posts).map((p) => p.slug)).toEqual(["c", "b", "d"]);
    expect(relatedPosts(posts[4], posts).map((p) => p.slug)).toEqual(["a", "b", "c"]);
    expect(relatedPosts(posts[0], posts, 1).map((p) => p.slug)).toEqual(["c"]);
  });
});

describe("category colours", () => {
  // WCAG relative luminance and contrast ratio.
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

  it("keep white badge text at AA contrast (4.5:1)", () => {
    expect(blogCategories.length).toBeGreaterThanOrEqual(3);
    for (const category of blogCategories) {
      expect(category.color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastWithWhite(category.color), category.name).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe("search from the URL (/blog?q=&category=)", () => {
  const slugs = ["yoga", "hypnotherapy"];

  it("takes the search text and a known category", () => {
    expect(parseBlogSearch({ q: "back pain", category: "yoga" }, slugs)).toEqual({ query: "back pain", category: "yoga" });
    expect(parseBlogSearch({}, slugs)).toEqual({ query: "", category: null });
  });

  it("treats an unknown or empty category as all, and takes the first of repeated parameters", () => {
    expect(parseBlogSearch({ q: "", category: "" }, slugs)).toEqual({ query: "", category: null });
    expect(parseBlogSearch({ category: "knitting" }, slugs).category).toBeNull();
    expect(parseBlogSearch({ q: ["sleep", "yoga"], category: ["hypnotherapy", "yoga"] }, slugs)).toEqual({
      query: "sleep",
      category: "hypnotherapy",
    });
  });

  it("caps the search text", () => {
    expect(parseBlogSearch({ q: "x".repeat(500) }, slugs).query).toHaveLength(MAX_QUERY_LENGTH);
  });
});
