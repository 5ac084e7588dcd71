"use client";

import { useEffect, useRef, useState } from "react";
import { Eye } from "lucide-react";
import { apiRequest } from "@/lib/api/client";
import type { ViewCount } from "@/lib/content/blog";

const label = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "view" : "views"}`;

/**
 * The post page is static; this leaf counts the visit (one POST per page view) and shows the
 * fresh count. Until then, and if counting fails, it shows the count the page was built with.
 */
export function ViewCounter({ slug, initialCount }: { slug: string; initialCount: number }) {
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
      <Eye className="size-4" aria-hidden="true" />
      {label(count)}
    </span>
  );
}
