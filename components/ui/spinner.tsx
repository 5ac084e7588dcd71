import * as React from "react";
import { LoaderCircle } from "lucide-react";

import { cn } from "@/lib/utils";

type SpinnerProps = React.ComponentProps<"div"> & {
  /** Announced to screen readers; shown next to the icon when `showLabel` is set. */
  label?: string;
  showLabel?: boolean;
  size?: "sm" | "default" | "lg";
};

const sizes = { sm: "size-4", default: "size-6", lg: "size-10" } as const;

function Spinner({ label = "Loading...", showLabel = false, size = "default", className, ...props }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-slot="spinner"
      className={cn("inline-flex items-center gap-2 text-muted-foreground", className)}
      {...props}
    >
      <LoaderCircle aria-hidden="true" className={cn("animate-spin text-primary motion-reduce:animate-none", sizes[size])} />
      <span className={showLabel ? "text-sm" : "sr-only"}>{label}</span>
    </div>
  );
}

export { Spinner };
