import { Image } from "@/components/ui/static-image";
import { Link } from "@/components/ui/link";
import { ArrowRight, Clock } from "lucide-react";

import { CategoryBadge } from "@/components/blog/category-badge";
import type { BlogCategoryDTO, BlogPostDTO } from "@/lib/content/blog";
import { cardTags, readingMinutes } from "@/lib/content/blog-utils";
import { formatDateLong } from "@/lib/format";

type Props = {
  post: Pick<BlogPostDTO, "slug" | "title" | "excerpt" | "content" | "tags" | "featuredImage" | "publishedAt">;
  category: BlogCategoryDTO;
  headingLevel?: "h2" | "h3";
  /** The first cards of a list are above the fold: load their images eagerly. */
  eager?: boolean;
};

/** A post summary: image, category, minutes to read, title, excerpt, up to 3 tags and the date. */
export function PostCard({ post, category, headingLevel: Heading = "h2", eager = false }: Props) {
  const minutes = readingMinutes(post.content);
  return (
    <article
      data-testid="post-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring"
    >
      <div className="relative aspect-[16/9] overflow-hidden bg-muted">
        <Image
          src={post.featuredImage}
          alt=""
          fill
          eager={eager}
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          className="object-cover transition-transform duration-500 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CategoryBadge category={category} />
          <span className="inline-flex items-center gap-1.5 text-sm text-muted-foreground">
            <Clock className="size-4" aria-hidden="true" />
            {minutes} min read
          </span>
        </div>
        <Heading className="font-display text-xl font-semibold leading-snug text-foreground">
          {/* The link covers the whole card; the card shows the focus ring. */}
          <Link
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-primary"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 leading-relaxed text-muted-foreground">{post.excerpt}</p>
        <ul aria-label="Tags" className="flex flex-wrap gap-2">
          {cardTags(post.tags).map((tag) => (
            <li
              key={tag}
              data-testid="post-tag"
              className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground"
            >
              #{tag}
            </li>
          ))}
        </ul>
        <div className="mt-auto flex items-center justify-between gap-3 border-t border-border pt-4 text-sm text-muted-foreground">
          <time dateTime={post.publishedAt}>{formatDateLong(post.publishedAt)}</time>
          <span className="inline-flex items-center gap-1 font-medium text-primary" aria-hidden="true">
            Read article
            <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
          </span>
        </div>
      </div>
    </article>
  );
}
