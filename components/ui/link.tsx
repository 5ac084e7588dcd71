"use client";

import NextLink, { useLinkStatus } from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type RefObject } from "react";

/**
 * next/link that prefetches a page when the visitor shows intent (the pointer enters the link, a
 * finger touches it, the keyboard focuses it) instead of when it scrolls into view. On a phone the
 * viewport prefetch of every visible link competed with the page's own loading and kept the main
 * thread busy after it (Lighthouse TBT about twice as high with it; docs/measurements.md). A tap still gets a
 * head start of the touch's duration; `prefetch={false}` still turns prefetching off.
 */
export function Link({ prefetch, onPointerEnter, onFocus, onClick, children, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  const target = useRef("");
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
      onClick={(event) => {
        target.current = event.currentTarget.href;
        onClick?.(event);
      }}
    >
      {children}
      <NavigationPending target={target} />
    </NextLink>
  );
}

/**
 * While this link's page is on its way, marks the document (`data-navigating` on <html>) so a thin
 * bar runs along the top of the screen (app/globals.css, after a short delay so a quick navigation
 * shows none): on a slow phone a tap otherwise left the old page on screen, unchanged, for seconds.
 */
function NavigationPending({ target }: { target: RefObject<string> }) {
  const { pending } = useLinkStatus();
  const stillPending = useRef(pending);
  // Layout effects run before the cleanup below: it reads the new status, not the one it closed over.
  useLayoutEffect(() => {
    stillPending.current = pending;
  });
  useEffect(() => {
    if (!pending) return;
    const href = target.current; // set by the click that started this navigation
    const root = document.documentElement;
    root.dataset.navigating = "";
    return () => {
      // Cleaned up while still pending: the link itself went away (a drawer or menu closes on the
      // tap), so the new address ends the mark instead (NavigationSettled). The address shown
      // already will not change: nothing would end it.
      if (!stillPending.current || isCurrentAddress(href)) delete root.dataset.navigating;
    };
  }, [pending, target]);
  return null;
}

/** The page at `href` is the one shown (its fragment aside). */
function isCurrentAddress(href: string) {
  const url = new URL(href, location.href);
  return url.pathname === location.pathname && url.search === location.search;
}

/** Ends the navigation mark once the new page is in, for a link that was gone before it came. */
export function NavigationSettled() {
  // The search parameters are read on the client only: static pages render the fallback.
  return (
    <Suspense fallback={null}>
      <EndMarkOnNewAddress />
    </Suspense>
  );
}

function EndMarkOnNewAddress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    delete document.documentElement.dataset.navigating;
  }, [pathname, search]);
  return null;
}
