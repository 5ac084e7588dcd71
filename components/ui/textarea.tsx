import * as React from "react";

import { cn } from "@/lib/utils";
import { fieldClasses } from "@/components/ui/input";

/** A textarea's classes (for a native <textarea> in a client leaf that should not ship the UI kit). */
export const textareaClasses = cn(fieldClasses, "flex field-sizing-content min-h-24 px-3.5 py-2.5");

function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(textareaClasses, className)} {...props} />;
}

export { Textarea };
