"use client";

// Dialogs opened through the URL mount after a server round trip (sometimes after a loading
// dialog), so Radix cannot know what opened them. The opener remembers itself here and the
// dialog gives the focus back to it on close, keeping a keyboard user's place in the list.

let opener: HTMLElement | null = null;

export function rememberOpener(element: Element | null = typeof document === "undefined" ? null : document.activeElement) {
  opener = element instanceof HTMLElement && element !== document.body ? element : null;
}

/**
 * For a dialog's onCloseAutoFocus: focus the opener if it is still on the page, else the first
 * visible element matching `fallback` (e.g. the calendar day or the client's link).
 */
export function returnFocus(event: Event, fallback?: string) {
  const candidates = fallback ? Array.from(document.querySelectorAll<HTMLElement>(fallback)) : [];
  const target = opener?.isConnected ? opener : candidates.find((el) => el.offsetParent !== null);
  opener = null;
  if (target) {
    event.preventDefault();
    target.focus();
  }
}
