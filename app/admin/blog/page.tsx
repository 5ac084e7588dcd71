import type { Metadata } from "next";
import Link from "next/link";
import { PenLine, Plus, Rss, Search } from "lucide-react";

import { PostStatusBadge, POST_STATUS_LABELS, postWhenLine } from "@/components/admin/blog/post-status";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { requireAdminPage } from "@/lib/admin/auth";
import { listAdminPosts } from "@/lib/content/blog-admin";
import { FEED_PATH } from "@/lib/content/rss";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";
import { adminPostListQuery, POST_STATUSES, type AdminPostListQuery } from "@/lib/validations/admin-blog";
import { readSearchParams, type PageSearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Blog" };

// The owner's posts: every draft, scheduled and published post, filtered by ?status= and ?q= (a
// plain GET form, so it works before JavaScript loads and the URL keeps the view).

function listHref(query: AdminPostListQuery) {
  const params = new URLSearchParams();
  if (query.status) params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  const search = params.toString();
  return `/admin/blog${search ? `?${search}` : ""}`;
}

export default async function AdminBlogPage({ searchParams }: { searchParams: PageSearchParams }) {
  const admin = await requireAdminPage();
  const q = readSearchParams(await searchParams);
  const parsed = adminPostListQuery.safeParse({
    status: q.has("status") ? q.text("status") : undefined,
    q: q.has("q") ? q.text("q") : undefined,
  });
  const query: AdminPostListQuery = parsed.success ? parsed.data : {};
  const posts = await listAdminPosts(query);
  const filters = [{ value: undefined, label: "All" }, ...POST_STATUSES.map((s) => ({ value: s, label: POST_STATUS_LABELS[s] }))];

  return (
    <AdminShell admin={admin}>
      <AdminPageTitle title="Blog" description="Write, preview, publish and schedule the articles on your blog.">
        <Button asChild className="w-full sm:w-fit">
          <Link href="/admin/blog/new">
            <Plus aria-hidden="true" />
            New post
          </Link>
        </Button>
      </AdminPageTitle>

      <div className="flex flex-col gap-4 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <form
          method="get"
          action="/admin/blog"
          role="search"
          aria-label="Find posts"
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
        >
          {query.status ? <input type="hidden" name="status" value={query.status} /> : null}
          <div className="grid flex-1 gap-1.5">
            <Label htmlFor="post-search">Search posts</Label>
            <Input
              id="post-search"
              name="q"
              type="search"
              defaultValue={query.q ?? ""}
              placeholder="Title, slug, excerpt or tag"
              maxLength={200}
            />
          </div>
          <Button type="submit" variant="outline" className="sm:w-fit">
            <Search aria-hidden="true" />
            Search
          </Button>
        </form>
        <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
          {filters.map((f) => {
            const current = query.status === f.value;
            return (
              <Link
                key={f.label}
                href={listHref({ ...query, status: f.value })}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm font-medium",
                  current ? "border-primary bg-primary text-primary-foreground" : "bg-card hover:bg-accent",
                )}
              >
                {f.label}
              </Link>
            );
          })}
        </nav>

        {posts.length ? (
          <ul aria-label="Posts" className="grid gap-2">
            {posts.map((post) => (
              <li
                key={post.id}
                data-testid="admin-post"
                className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <PostStatusBadge status={post.status} />
                    <span className="text-sm text-muted-foreground">{post.categoryName}</span>
                  </div>
                  <Link
                    href={`/admin/blog/${post.id}`}
                    className="[overflow-wrap:anywhere] font-medium text-foreground underline-offset-4 hover:underline"
                  >
                    {post.title}
                  </Link>
                  <p className="[overflow-wrap:anywhere] text-sm text-muted-foreground">
                    /blog/{post.slug} · {postWhenLine(post.status, post.publishedAt, siteConfig.timeZone)}
                  </p>
                </div>
                <Button asChild variant="outline" size="sm" className="w-full sm:w-fit">
                  <Link href={`/admin/blog/${post.id}`} aria-label={`Edit ${post.title}`}>
                    <PenLine aria-hidden="true" />
                    Edit
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
            {query.q || query.status ? "No posts match these filters." : "No posts yet. Write your first one."}
          </p>
        )}
      </div>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Rss aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          Published posts also appear in the blog&apos;s RSS feed,{" "}
          <a href={FEED_PATH} className="underline underline-offset-4">
            {FEED_PATH}
          </a>
          .
        </span>
      </p>
    </AdminShell>
  );
}
