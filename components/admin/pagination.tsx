import Link from "next/link";
import { ChevronLeft, ChevronRight } from "lucide-react";

import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** "Showing 21-40 of 134" with Previous and Next links (plain links: they work without JavaScript). */
export function Pagination({
  label,
  page,
  pageSize,
  total,
  hrefFor,
}: {
  label: string;
  page: number;
  pageSize: number;
  total: number;
  hrefFor: (page: number) => string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total === 0) return null;
  const start = (page - 1) * pageSize + 1;
  const end = Math.min(total, page * pageSize);
  const link = cn(buttonVariants({ variant: "outline", size: "sm" }), "h-10");
  const disabled = cn(link, "pointer-events-none opacity-50");
  return (
    <nav aria-label={label} className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Showing {start.toLocaleString("en-US")}-{end.toLocaleString("en-US")} of {total.toLocaleString("en-US")}
        {pages > 1 ? ` (page ${page} of ${pages})` : ""}
      </p>
      {pages > 1 ? (
        <div className="flex gap-2">
          {page > 1 ? (
            <Link href={hrefFor(page - 1)} scroll={false} className={link}>
              <ChevronLeft aria-hidden="true" /> Previous
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              <ChevronLeft aria-hidden="true" /> Previous
            </span>
          )}
          {page < pages ? (
            <Link href={hrefFor(page + 1)} scroll={false} className={link}>
              Next <ChevronRight aria-hidden="true" />
            </Link>
          ) : (
            <span aria-disabled="true" className={disabled}>
              Next <ChevronRight aria-hidden="true" />
            </span>
          )}
        </div>
      ) : null}
    </nav>
  );
}
