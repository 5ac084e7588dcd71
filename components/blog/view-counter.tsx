"use client";

import { useEffect, useRef, useState, type ReactNode } from "react";
import { countViewAction } from "@/lib/actions/blog-views";
import { IDLE } from "@/lib/actions/state";

const label = (count: number) => `${count.toLocaleString("en-US")} ${count === 1 ? "view" : "views"}`;

/**
 * The post page is static; this leaf counts the visit (one call of the view action per page view)
 * and shows the fresh count. Until then, and if counting fails, it shows the count the page was
 * built with. The page passes the icon, rendered on the server (no icon code ships with this leaf).
 */
export function ViewCounter({ slug, initialCount, icon }: { slug: string; initialCount: number; icon: ReactNode }) {
  const [count, setCount] = useState(initialCount);
  const sent = useRef(false);

  useEffect(() => {
    // React's development double effects must not count two views.
    if (sent.current) return;
    sent.current = true;
    const beacon = new FormData();
    beacon.set("slug", slug);
    countViewAction(IDLE, beacon)
      .then((answer) => answer.status === "success" && answer.data && setCount(answer.data.viewCount))
      .catch(() => undefined);
  }, [slug]);

  return (
    <span className="inline-flex items-center gap-1.5" data-testid="view-count">
      {icon}
      {label(count)}
    </span>
  );
}
