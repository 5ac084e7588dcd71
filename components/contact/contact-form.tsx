import { Send } from "lucide-react";

import { buttonVariants } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { textareaClasses } from "@/components/ui/textarea";
import { ContactFields } from "@/components/contact/contact-fields";
import { cn } from "@/lib/utils";

/** The contact form: the UI kit's input, textarea and button looks, resolved here on the server. */
export function ContactForm() {
  return (
    <ContactFields
      classes={{
        input: inputClasses,
        textarea: cn(textareaClasses, "min-h-36"),
        button: buttonVariants({ size: "lg", className: "w-full sm:w-fit" }),
      }}
      sendIcon={<Send aria-hidden="true" />}
    />
  );
}
