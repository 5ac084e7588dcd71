"use client";

import NextLink, { useLinkStatus } from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef, useState, type ComponentProps } from "react";

/**
 * next/link that prefetches a page when the visitor shows intent (the pointer enters the link, a
 * finger touches it, the keyboard focuses it) instead of when it scrolls into view. On a phone the
 * viewport prefetch of every visible link competed with the page's own loading and kept the main
 * thread busy after it (Lighthouse TBT about twice as high with it; docs/measurements.md). A tap still gets a
 * head start of the touch's duration; `prefetch={false}` still turns prefetching off.
 */
export function Link({ prefetch, onPointerEnter, onFocus, children, ...props }: ComponentProps<typeof NextLink>) {
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
    >
      {children}
      <NavigationPending />
    </NextLink>
  );
}

/**
 * While this link's page is on its way, marks the document (`data-navigating` on <html>) so a thin
 * bar runs along the top of the screen (app/globals.css, after a short delay so a quick navigation
 * shows none): on a slow phone a tap otherwise left the old page on screen, unchanged, for seconds.
 */
function NavigationPending() {
  const { pending } = useLinkStatus();
  const stillPending = useRef(pending);
  // Layout effects run before the cleanup below: it reads the new status, not the one it closed over.
  useLayoutEffect(() => {
    stillPending.current = pending;
  });
  useEffect(() => {
    if (!pending) return;
    const root = document.documentElement;
    root.dataset.navigating = "";
    return () => {
      // Cleaned up while still pending: the link itself went away (a drawer or menu closes on the
      // tap), so the page's arrival ends the mark instead (NavigationSettled).
      if (!stillPending.current) delete root.dataset.navigating;
    };
  }, [pending]);
  return null;
}

/** Ends the navigation mark once the new page is in, for a link that was gone before it came. */
export function NavigationSettled() {
  const pathname = usePathname();
  useEffect(() => {
    delete document.documentElement.dataset.navigating;
  }, [pathname]);
  return null;
}
