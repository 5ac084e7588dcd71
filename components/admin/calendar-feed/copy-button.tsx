"use client";

import { useState } from "react";
import { Check, Copy } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toastError } from "@/components/ui/toast";

/**
 * Copies one address: "Copy" on screen, "Copy the webcal address" to a screen reader (the visible
 * word starts the name), "Copied" for a moment after, announced.
 */
export function CopyButton({ value, what }: { value: string; what: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="w-full sm:w-fit"
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value);
            setCopied(true);
            setTimeout(() => setCopied(false), 2000);
          } catch {
            toastError({ title: "Not copied", description: "Your browser did not allow it: select the address and copy it instead." });
          }
        }}
      >
        {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        {copied ? "Copied" : "Copy"}
        <span className="sr-only"> {what}</span>
      </Button>
      <span role="status" className="sr-only">
        {copied ? `Copied ${what}` : ""}
      </span>
    </>
  );
}
