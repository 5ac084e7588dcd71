import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { siteConfig } from "../../lib/site-config";

// Blog categories and articles. Article bodies are Markdown files in ./articles/<slug>.md so
// the owner can edit them as plain text. Badge colours are dark enough for white text (AA).

export const blogCategories = [
  { slug: "hypnotherapy", name: "Hypnotherapy", color: "#6b4a87" },
  { slug: "yoga", name: "Yoga", color: "#3d6b52" },
  { slug: "mindfulness-sleep", name: "Mindfulness & Sleep", color: "#2e5e78" },
] as const;

type CategorySlug = (typeof blogCategories)[number]["slug"];

type SeedPost = {
  slug: string;
  title: string;
  excerpt: string;
  category: CategorySlug;
  tags: string[];
  publishedAt: string;
};

export const blogPosts: SeedPost[] = [
  {
    slug: "what-to-expect-first-hypnotherapy-session",
    title: "What to Expect in Your First Hypnotherapy Session",
    excerpt:
      "No swinging watches and no loss of control: a step-by-step look at what really happens in a clinical hypnotherapy session, from the first conversation to the practice you take home.",
    category: "hypnotherapy",
    tags: ["hypnotherapy", "first session", "myths", "virtual sessions"],
    publishedAt: "2026-06-09T14:00:00.000Z",
  },
  {
    slug: "gentle-yoga-poses-for-beginners",
    title: "Five Gentle Yoga Poses for Complete Beginners",
    excerpt:
      "You don't need to be flexible to start yoga. This fifteen-minute sequence of five foundational poses is a safe, calming way to begin practicing at home.",
    category: "yoga",
    tags: ["beginners", "home practice", "poses", "flexibility"],
    publishedAt: "2026-07-14T14:00:00.000Z",
  },
  {
    slug: "yoga-for-lower-back-pain",
    title: "Gentle Yoga for Lower Back Pain",
    excerpt:
      "For everyday back pain, gentle movement is usually part of the solution. Learn the principles of practicing safely and a ten-minute routine you can do at home.",
    category: "yoga",
    tags: ["back pain", "pain management", "core strength", "home practice"],
    publishedAt: "2026-08-04T14:00:00.000Z",
  },
  {
    slug: "breathing-techniques-for-stress",
    title: "Three Breathing Techniques to Calm Stress in Minutes",
    excerpt:
      "Your breath is the one part of the stress response you can change at will. Learn extended exhale breathing, box breathing and the physiological sigh, and when to use each.",
    category: "mindfulness-sleep",
    tags: ["breathwork", "stress", "anxiety", "mindfulness"],
    publishedAt: "2026-08-18T14:00:00.000Z",
  },
  {
    slug: "hypnotherapy-for-anxiety",
    title: "How Hypnotherapy Helps with Anxiety",
    excerpt:
      "Anxiety is a protective reflex that has learned too much. Here is how hypnotherapy works with those automatic responses, plus a calming exercise you can use today.",
    category: "hypnotherapy",
    tags: ["anxiety", "hypnotherapy", "stress", "self-hypnosis"],
    publishedAt: "2026-09-08T14:00:00.000Z",
  },
  {
    slug: "gut-directed-hypnotherapy-for-ibs",
    title: "Gut-Directed Hypnotherapy for IBS",
    excerpt:
      "One of the best-studied treatments for irritable bowel syndrome works through the gut-brain connection. Here is what gut-directed hypnotherapy involves and what to expect.",
    category: "hypnotherapy",
    tags: ["ibs", "gut health", "hypnotherapy", "pain management"],
    publishedAt: "2026-09-15T14:00:00.000Z",
  },
  {
    slug: "virtual-yoga-class-setup",
    title: "How to Set Up for a Virtual Yoga Session",
    excerpt:
      "Space, camera angle, sound and household props: a practical checklist for getting the most out of practicing yoga over a video call.",
    category: "yoga",
    tags: ["virtual sessions", "home practice", "props", "beginners"],
    publishedAt: "2026-09-29T14:00:00.000Z",
  },
  {
    slug: "wind-down-routine-for-better-sleep",
    title: "A Simple Wind-Down Routine for Better Sleep",
    excerpt:
      "Sleep responds to gentle, consistent habits. Try this evening routine, combining sleep science, restorative yoga and a hypnotherapy body scan, for two weeks.",
    category: "mindfulness-sleep",
    tags: ["sleep", "insomnia", "evening routine", "body scan", "yoga nidra"],
    publishedAt: "2026-10-20T14:00:00.000Z",
  },
  {
    slug: "quit-smoking-with-hypnotherapy",
    title: "Quitting Smoking with Hypnotherapy: A Realistic Guide",
    excerpt:
      "Nicotine is only part of the story. Learn how hypnotherapy works on the habits and triggers that keep people smoking, and how to prepare for your quit day.",
    category: "hypnotherapy",
    tags: ["smoking cessation", "habits", "hypnotherapy", "motivation"],
    publishedAt: "2026-11-10T14:00:00.000Z",
  },
];

/** The Markdown body of a seeded article. */
export function readArticle(slug: string): string {
  return readFileSync(fileURLToPath(new URL(`./articles/${slug}.md`, import.meta.url)), "utf8").trim();
}

/**
 * Idempotent: writes the sample articles that are missing, by slug. Once a post exists it belongs
 * to the owner (the admin's blog editor): re-seeding never overwrites their edits, publishing
 * state or view counts.
 */
export async function seedBlog(db: PrismaClient) {
  const categoryIds = new Map<string, number>();
  for (const category of blogCategories) {
    const row = await db.blogCategory.upsert({
      where: { slug: category.slug },
      create: category,
      update: { name: category.name, color: category.color },
    });
    categoryIds.set(category.slug, row.id);
  }

  const { firstName, lastName } = siteConfig.practitioner;
  for (const post of blogPosts) {
    const data = {
      title: post.title,
      excerpt: post.excerpt,
      content: readArticle(post.slug),
      categoryId: categoryIds.get(post.category)!,
      tags: post.tags,
      featuredImage: `/images/blog/${post.slug}.svg`,
      authorFirstName: firstName,
      authorLastName: lastName,
      publishedAt: new Date(post.publishedAt),
    };
    const existing = await db.blogPost.findUnique({ where: { slug: post.slug }, select: { id: true } });
    if (!existing) await db.blogPost.create({ data: { slug: post.slug, ...data } });
  }
}
