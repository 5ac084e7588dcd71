"use client";

import NextLink from "next/link";
import { useState, type ComponentProps } from "react";

/**
 * next/link that prefetches a page when the visitor shows intent (the pointer enters the link, a
 * finger touches it, the keyboard focuses it) instead of when it scrolls into view. On a phone the
 * viewport prefetch of every visible link competed with the page's own loading and kept the main
 * thread busy after it (Lighthouse TBT about twice as high with it; docs/measurements.md). A tap still gets a
 * head start of the touch's duration; `prefetch={false}` still turns prefetching off.
 */
export function Link({ prefetch, onPointerEnter, onFocus, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={intent ? prefetch : false}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
    />
  );
}
