import * as React from "react";

import { cn } from "@/lib/utils";

/** Shared look of text-like form controls (input, textarea, select trigger). */
export const fieldClasses =
  "w-full min-w-0 rounded-md border border-control/70 bg-card text-base text-foreground shadow-xs transition-[color,box-shadow,border-color] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/35 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

/** An input's classes (for a native <input> in a client leaf that should not ship the UI kit). */
export const inputClasses = cn(
  fieldClasses,
  "h-11 px-3.5 py-2 file:mr-3 file:inline-flex file:h-8 file:border-0 file:bg-transparent file:text-sm file:font-medium",
);

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return <input type={type} data-slot="input" className={cn(inputClasses, className)} {...props} />;
}

export { Input };
