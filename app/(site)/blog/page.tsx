import type { Metadata } from "next";
import { unstable_cache } from "next/cache";
import { connection } from "next/server";
import { RefreshCw } from "lucide-react";

import { BlogExplorer, type ExplorerItem } from "@/components/blog/blog-explorer";
import { blogExplorerLook } from "@/components/blog/blog-explorer-look";
import { PostCard } from "@/components/blog/post-card";
import { listCategories, listPosts } from "@/lib/content/blog";
import { BLOG_TAG } from "@/lib/content/blog-admin";
import { SHARED_FRESHNESS_SECONDS } from "@/lib/content/revalidate";
import { blogDescription as description, blogTitle as title } from "@/lib/content/blog-meta";
import { searchText } from "@/lib/content/blog-search";
import { FEED_PATH, FEED_TITLE } from "@/lib/content/rss";
import { defaultOgImage } from "@/lib/seo";
import { siteConfig } from "@/lib/site-config";

// Rendered per request, filtered by ?q= and ?category= (a real search form that works without
// JavaScript); the posts themselves are cached, so a visit costs a render, not a database read.
// The cache is dropped the moment the owner publishes, edits or unpublishes a post (the "blog"
// tag, lib/content/blog-admin.ts) and otherwise kept a minute (other instances, and a scheduled
// post appears within a minute of its time).
const readBlog = unstable_cache(async () => Promise.all([listPosts(), listCategories()]), ["blog-list"], { revalidate: SHARED_FRESHNESS_SECONDS, tags: [BLOG_TAG] });

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: "/blog", types: { "application/rss+xml": [{ url: FEED_PATH, title: FEED_TITLE }] } },
  openGraph: { type: "website", title: `${title} | ${siteConfig.name}`, description, url: "/blog", images: [defaultOgImage] },
};

export default async function BlogPage() {
  // Per request: the list is rendered filtered by the request's ?q=&category= (BlogExplorer).
  await connection();
  const [posts, categories] = await readBlog();
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));

  const items: ExplorerItem[] = posts.flatMap((post, index) => {
    const postCategory = categoryBySlug.get(post.category);
    if (!postCategory) return [];
    return [
      {
        slug: post.slug,
        category: post.category,
        text: searchText(post, postCategory.name),
        card: <PostCard post={post} category={postCategory} eager={index < 3} />,
      },
    ];
  });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <header className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.16em] text-primary">Articles &amp; guidance</p>
        <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
        <p className="text-lg leading-relaxed text-muted-foreground">
          Ideas you can use between sessions: how hypnotherapy works, gentle yoga for every body, and simple practices for
          calmer days and better sleep.
        </p>
        <p className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-4 py-1.5 text-sm text-accent-foreground">
          <RefreshCw className="size-4" aria-hidden="true" />
          Content is refreshed daily.
        </p>
      </header>

      <BlogExplorer categories={categories} items={items} look={blogExplorerLook()} />
    </div>
  );
}
