"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { apiRequest } from "@/lib/api/client";
import type { ViewCount } from "@/lib/content/blog";

const label = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "view" : "views"}`;

/**
 * The post page is static; this leaf counts the visit (one POST per page view) and shows the
 * fresh count. Until then, and if counting fails, it shows the count the page was built with.
 * The page passes the icon, rendered on the server (no icon code ships with this leaf).
 */
export function ViewCounter({ slug, initialCount, icon }: { slug: string; initialCount: number; icon: ReactNode }) {
  const [count, setCount] = useState(initialCount);
  const sent = useRef(false);

  useEffect(() => {
    // React's development double effects must not count two views.
    if (sent.current) return;
    sent.current = true;
    apiRequest<ViewCount>(`/api/blog/posts/${encodeURIComponent(slug)}/view`, { method: "POST" })
      .then((data) => data && setCount(data.viewCount))
      .catch(() => undefined);
  }, [slug]);

  return (
    <span className="inline-flex items-center gap-1.5" data-testid="view-count">
      {icon}
      {label(count)}
    </span>
  );
}
