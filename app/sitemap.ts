import type { MetadataRoute } from "next";

import { listPostPaths } from "@/lib/content/blog";
import { siteConfig } from "@/lib/site-config";

// Every public, indexable page plus every published article. Pages behind a login
// (/schedule, /profile, /virtual-sessions) and the admin area are left out.
export const revalidate = 900;

const publicPages = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/services", changeFrequency: "monthly", priority: 0.9 },
  { path: "/about", changeFrequency: "monthly", priority: 0.7 },
  { path: "/blog", changeFrequency: "daily", priority: 0.8 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.6 },
  { path: "/privacy", changeFrequency: "yearly", priority: 0.3 },
  { path: "/terms", changeFrequency: "yearly", priority: 0.3 },
  { path: "/cancellation-policy", changeFrequency: "yearly", priority: 0.3 },
] as const;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const posts = await listPostPaths();
  const url = (path: string) => new URL(path, siteConfig.url).toString();
  const newestChange = posts.reduce<Date | undefined>((latest, p) => (!latest || p.updatedAt > latest ? p.updatedAt : latest), undefined);

  return [
    ...publicPages.map(({ path, changeFrequency, priority }) => ({
      url: url(path),
      changeFrequency,
      priority,
      ...(path === "/blog" && newestChange ? { lastModified: newestChange } : {}),
    })),
    ...posts.map((post) => ({
      url: url(`/blog/${post.slug}`),
      lastModified: post.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}
