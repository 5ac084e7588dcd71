import { Mail } from "lucide-react";

import { buttonVariants } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { NewsletterFields } from "@/components/newsletter/newsletter-fields";
import { cn } from "@/lib/utils";

/** The newsletter signup: the UI kit's input and button looks, resolved here on the server. */
export function NewsletterForm() {
  return (
    <NewsletterFields
      inputClassName={inputClasses}
      buttonClassName={cn(buttonVariants({ className: "sm:w-auto" }))}
      icon={<Mail aria-hidden="true" />}
    />
  );
}
