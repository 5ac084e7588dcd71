// Keeps a page's view state (a search, a filter, an open tab) in the address bar without a
// navigation: Next.js syncs window.history.replaceState with useSearchParams and its router,
// so Refresh, Back and a shared link come back to the same view and no server round trip runs.

/** Sets (or, for null and "", removes) query parameters of the current URL in place. Browser only. */
export function replaceSearchParams(updates: Record<string, string | null | undefined>) {
  const params = new URLSearchParams(window.location.search);
  for (const [name, value] of Object.entries(updates)) {
    if (value) params.set(name, value);
    else params.delete(name);
  }
  const search = params.toString();
  const url = `${window.location.pathname}${search ? `?${search}` : ""}${window.location.hash}`;
  if (url !== `${window.location.pathname}${window.location.search}${window.location.hash}`) {
    window.history.replaceState(window.history.state, "", url);
  }
}
