import { Badge } from "@/components/ui/badge";
import { formatShortDate, formatTimeWithZone } from "@/lib/format";
import type { PostStatus } from "@/lib/validations/admin-blog";

export const POST_STATUS_LABELS: Record<PostStatus, string> = { draft: "Draft", scheduled: "Scheduled", published: "Published" };

/** A post's state as a badge: draft, scheduled or published. */
export function PostStatusBadge({ status }: { status: PostStatus }) {
  const variant = status === "published" ? "success" : status === "scheduled" ? "warning" : "secondary";
  return (
    <Badge variant={variant} data-testid="post-status">
      {POST_STATUS_LABELS[status]}
    </Badge>
  );
}

/** "Published Nov 10, 2026, 9:00 AM EST", "Goes live ..." or "Not published", in the practice's zone. */
export function postWhenLine(status: PostStatus, publishedAt: string | null, timeZone: string): string {
  if (!publishedAt) return "Not published";
  const when = `${formatShortDate(publishedAt, timeZone)}, ${formatTimeWithZone(publishedAt, timeZone)}`;
  return status === "scheduled" ? `Goes live ${when}` : `Published ${when}`;
}
