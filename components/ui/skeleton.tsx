import * as React from "react";

import { cn } from "@/lib/utils";

/** Decorative placeholder; wrap groups of skeletons in an element with aria-busy and a label. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

export { Skeleton };
