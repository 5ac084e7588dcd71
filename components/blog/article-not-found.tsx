import { Link } from "@/components/ui/link";
import { ArrowLeft, BookOpen, RotateCcw } from "lucide-react";

import { NotFoundCard } from "@/components/site/not-found-card";
import { Button } from "@/components/ui/button";

/** Shown for a missing post (404) and when a post fails to load (spec: 'Article Not Found'). */
export function ArticleNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <NotFoundCard
      icon={<BookOpen className="size-7" aria-hidden="true" />}
      title="Article Not Found"
      text="The article you are looking for may have moved or is no longer available."
    >
      <Button asChild size="lg">
        <Link href="/blog">
          <ArrowLeft aria-hidden="true" />
          Back to Blog
        </Link>
      </Button>
      {onRetry ? (
        <Button size="lg" variant="outline" onClick={onRetry}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      ) : null}
    </NotFoundCard>
  );
}
