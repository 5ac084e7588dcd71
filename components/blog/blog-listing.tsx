import { unstable_cache } from "next/cache";
import { RefreshCw } from "lucide-react";

import { BlogExplorer, type ExplorerItem } from "@/components/blog/blog-explorer";
import { blogExplorerLook } from "@/components/blog/blog-explorer-look";
import { PostCard } from "@/components/blog/post-card";
import { listCategories, listPosts } from "@/lib/content/blog";
import { BLOG_TAG } from "@/lib/content/blog-admin";
import { blogTitle } from "@/lib/content/blog-meta";
import { parseBlogSearch, searchText, type BlogSearchParams } from "@/lib/content/blog-search";
import { SHARED_FRESHNESS_SECONDS } from "@/lib/content/revalidate";

// The posts are cached: dropped the moment the owner publishes, edits or unpublishes one (the
// "blog" tag, lib/content/blog-admin.ts) and otherwise kept a minute (other instances, and a
// scheduled post appears within a minute of its time).
const readBlog = unstable_cache(async () => Promise.all([listPosts(), listCategories()]), ["blog-list"], {
  revalidate: SHARED_FRESHNESS_SECONDS,
  tags: [BLOG_TAG],
});

/**
 * The blog's list with its search form, filtered by `searchParams` (?q=&category=). /blog renders
 * it unfiltered as a static page; a search is rewritten to /blog/_search, which renders it per
 * request (next.config.ts), so the form works before and without JavaScript.
 */
export async function BlogListing({ searchParams = {} }: { searchParams?: BlogSearchParams }) {
  const [posts, categories] = await readBlog();
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  const search = parseBlogSearch(
    searchParams,
    categories.map((c) => c.slug),
  );

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
        <h1 className="text-4xl font-semibold sm:text-5xl">{blogTitle}</h1>
        <p className="text-lg leading-relaxed text-muted-foreground">
          Ideas you can use between sessions: how hypnotherapy works, gentle yoga for every body, and simple practices for calmer days and
          better sleep.
        </p>
        <p className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-4 py-1.5 text-sm text-accent-foreground">
          <RefreshCw className="size-4" aria-hidden="true" />
          Content is refreshed daily.
        </p>
      </header>

      <BlogExplorer categories={categories} items={items} look={blogExplorerLook()} initial={search} />
    </div>
  );
}
