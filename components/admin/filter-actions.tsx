import type { ReactNode } from "react";
import Link from "next/link";

import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The buttons of an admin list's GET filter form: apply, and Clear back to `clearHref` while filtered. */
export function FilterActions({
  icon,
  label,
  filtered,
  clearHref,
}: {
  icon: ReactNode;
  label: string;
  filtered: boolean;
  clearHref: string;
}) {
  return (
    <div className="flex gap-2">
      <Button type="submit" className="flex-1 sm:flex-none">
        {icon}
        {label}
      </Button>
      {filtered ? (
        <Link href={clearHref} className={cn(buttonVariants({ variant: "ghost" }), "h-11 flex-1 sm:flex-none")}>
          Clear
        </Link>
      ) : null}
    </div>
  );
}
