import Link from "next/link";
import { ArrowLeft, BookOpen, RotateCcw } from "lucide-react";

import { Button } from "@/components/ui/button";

/** Shown for a missing post (404) and when a post fails to load (spec: 'Article Not Found'). */
export function ArticleNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-20 sm:py-28">
      <div className="w-full max-w-lg rounded-2xl border border-border bg-card p-8 text-center shadow-sm sm:p-12">
        <div className="mx-auto mb-6 flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <BookOpen className="size-7" aria-hidden="true" />
        </div>
        <h1 className="text-3xl font-semibold sm:text-4xl">Article Not Found</h1>
        <p className="mt-4 text-muted-foreground">
          The article you are looking for may have moved or is no longer available.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
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
        </div>
      </div>
    </section>
  );
}
