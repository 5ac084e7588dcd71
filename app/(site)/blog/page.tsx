import { Suspense } from "react";
import type { Metadata } from "next";
import { RefreshCw } from "lucide-react";

import { BlogExplorer, BlogExplorerView, type ExplorerItem } from "@/components/blog/blog-explorer";
import { PostCard } from "@/components/blog/post-card";
import { listCategories, listPosts } from "@/lib/content/blog";
import { searchText } from "@/lib/content/blog-search";
import { defaultOgImage } from "@/lib/seo";
import { practitionerName, siteConfig } from "@/lib/site-config";

// Static, regenerated at least daily (hourly here), so new articles appear without a rebuild.
export const revalidate = 3600;

const title = "Wellness Blog";
const description = `Practical articles on hypnotherapy, yoga, mindfulness and sleep from ${practitionerName}, ${siteConfig.practitioner.title}.`;

export const metadata: Metadata = {
  title,
  description,
  alternates: { canonical: "/blog" },
  openGraph: { type: "website", title: `${title} | ${siteConfig.name}`, description, url: "/blog", images: [defaultOgImage] },
};

export default async function BlogPage() {
  const [posts, categories] = await Promise.all([listPosts(), listCategories()]);
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));

  const items: ExplorerItem[] = posts.flatMap((post, index) => {
    const category = categoryBySlug.get(post.category);
    if (!category) return [];
    return [
      {
        slug: post.slug,
        category: post.category,
        text: searchText(post, category.name),
        card: <PostCard post={post} category={category} priority={index < 3} />,
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

      <Suspense fallback={<BlogExplorerView categories={categories} items={items} query="" category={null} />}>
        <BlogExplorer categories={categories} items={items} />
      </Suspense>
    </div>
  );
}
