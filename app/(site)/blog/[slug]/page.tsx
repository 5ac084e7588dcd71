import type { Metadata } from "next";
import { Image } from "@/components/ui/static-image";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ArrowLeft, CalendarDays, Clock, Eye } from "lucide-react";

import { ArticleBody } from "@/components/blog/article-body";
import { CategoryBadge } from "@/components/blog/category-badge";
import { PostCard } from "@/components/blog/post-card";
import { ViewCounter } from "@/components/blog/view-counter";
import { BlogPostingJsonLd } from "@/components/seo/structured-data";
import { Button } from "@/components/ui/button";
import { getPostBySlug, listCategories, listPostPaths, listPosts } from "@/lib/content/blog";
import { readingMinutes, relatedPosts } from "@/lib/content/blog-utils";
import { formatDateLong, initials } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";

// Static per article; articles published after the build are rendered on first request
// (dynamicParams) and then cached the same way. The owner's changes render the page again at once
// (revalidatePath in lib/content/blog-admin.ts); otherwise it is regenerated every minute (the
// (site) layout), so a scheduled post (a 404 until its time) appears within a minute of it.
export const dynamicParams = true;

type Props = { params: Promise<{ slug: string }> };

export async function generateStaticParams() {
  const posts = await listPostPaths();
  return posts.map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await getPostBySlug((await params).slug);
  if (!post) return { title: "Article Not Found", robots: { index: false } };
  const author = `${post.author.firstName} ${post.author.lastName}`;
  const url = `/blog/${post.slug}`;
  return {
    title: post.title,
    description: post.excerpt,
    authors: [{ name: author, url: "/about" }],
    keywords: post.tags,
    alternates: { canonical: url },
    openGraph: {
      type: "article",
      url,
      title: post.title,
      description: post.excerpt,
      siteName: siteConfig.name,
      publishedTime: post.publishedAt,
      authors: [author],
      section: post.category,
      tags: post.tags,
    },
    twitter: { card: "summary_large_image", title: post.title, description: post.excerpt },
  };
}

export default async function BlogPostPage({ params }: Props) {
  const { slug } = await params;
  const post = await getPostBySlug(slug);
  if (!post) notFound();

  const [categories, allPosts, paths] = await Promise.all([listCategories(), listPosts(), listPostPaths()]);
  const categoryBySlug = new Map(categories.map((c) => [c.slug, c]));
  const category = categoryBySlug.get(post.category)!;
  const modifiedAt = paths.find((p) => p.slug === post.slug)?.updatedAt.toISOString();
  const related = relatedPosts(post, allPosts);
  const author = `${post.author.firstName} ${post.author.lastName}`;
  const minutes = readingMinutes(post.content);

  return (
    <>
      <BlogPostingJsonLd post={post} modifiedAt={modifiedAt} categoryName={category.name} />
      <article className="flex flex-col pb-16 sm:pb-24">
        <header className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pt-10 sm:px-6 sm:pt-14">
          <Link
            href="/blog"
            className="inline-flex w-fit items-center gap-2 rounded-sm text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            All articles
          </Link>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <CategoryBadge category={category} />
            <ViewCounter slug={post.slug} initialCount={post.viewCount} icon={<Eye className="size-4" aria-hidden="true" />} />
            <span className="inline-flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              {minutes} min read
            </span>
          </div>
          <h1 className="text-balance text-4xl font-semibold leading-[1.15] sm:text-5xl">{post.title}</h1>
          <div className="flex items-center gap-3">
            <span
              className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
              aria-hidden="true"
            >
              {initials(post.author.firstName, post.author.lastName)}
            </span>
            <div className="flex flex-col text-sm">
              <span className="font-medium text-foreground">By {author}</span>
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                <CalendarDays className="size-3.5" aria-hidden="true" />
                <span>
                  Published <time dateTime={post.publishedAt}>{formatDateLong(post.publishedAt)}</time>
                </span>
              </span>
            </div>
          </div>
          <p className="text-pretty text-xl leading-relaxed text-muted-foreground" data-testid="article-excerpt">
            {post.excerpt}
          </p>
        </header>

        <div className="mx-auto mt-10 w-full max-w-5xl px-4 sm:px-6">
          <div className="relative aspect-[16/9] overflow-hidden rounded-2xl bg-muted shadow-sm sm:rounded-3xl">
            <Image
              src={post.featuredImage}
              alt={post.featuredImageAlt}
              fill
              eager
              sizes="(min-width: 1024px) 976px, 100vw"
              className="object-cover"
            />
          </div>
        </div>

        <div className="mx-auto mt-12 w-full max-w-[68ch] px-4 sm:px-6">
          <ArticleBody markdown={post.content} />

          <div className="mt-12 border-t border-border pt-8">
            <h2 className="mb-3 font-sans text-sm font-semibold uppercase tracking-[0.14em] text-muted-foreground">Tags</h2>
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
                  #{tag}
                </li>
              ))}
            </ul>
          </div>

          <aside
            aria-labelledby="next-step-heading"
            className="mt-12 flex flex-col gap-4 rounded-2xl border border-primary/15 bg-primary-soft p-6 sm:p-8"
          >
            <h2 id="next-step-heading" className="text-2xl font-semibold">
              Ready to take the next step?
            </h2>
            <p className="leading-relaxed text-accent-foreground">
              Work with {post.author.firstName} one-on-one, virtually or in our {siteConfig.address.city} studio. Every session is tailored
              to you.
            </p>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/schedule">Book a Session</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/services">Explore Services</Link>
              </Button>
            </div>
          </aside>
        </div>
      </article>

      {related.length > 0 ? (
        <section aria-labelledby="keep-reading-heading" className="border-t border-border bg-sand/40">
          <div className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-4 py-14 sm:px-6 lg:px-8">
            <h2 id="keep-reading-heading" className="text-3xl font-semibold">
              Keep reading
            </h2>
            <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {related.map((p) => (
                <li key={p.slug}>
                  <PostCard post={p} category={categoryBySlug.get(p.category)!} headingLevel="h3" />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
