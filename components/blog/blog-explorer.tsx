"use client";

import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";

import type { BlogExplorerLook } from "@/components/blog/blog-explorer-look";
import { replaceSearchParams } from "@/lib/browser-url";
import type { BlogCategoryDTO } from "@/lib/content/blog";
import { matchesSearch, parseBlogSearch, type BlogSearch } from "@/lib/content/blog-search";

export type ExplorerItem = {
  slug: string;
  category: string;
  /** lower-cased text the search box matches */
  text: string;
  /** the server-rendered card */
  card: ReactNode;
};

type Props = { categories: BlogCategoryDTO[]; items: ExplorerItem[]; look: BlogExplorerLook; initial: BlogSearch };

export const EMPTY_TEXT = "No articles found matching your criteria.";

/**
 * Search and category filter over the server-rendered cards, as a real search form
 * (GET /blog?q=&category=): before the page's JavaScript runs, or without it, Enter and the
 * category buttons load the filtered list from the server (`initial`, the request's search; see
 * components/blog/blog-listing.tsx). Once hydrated it filters as the client types and keeps the
 * URL in step (history.replaceState, no server round trip). Native buttons and
 * input with the UI kit's classes and icons from `look` (./blog-explorer-look.tsx, on the server):
 * no UI kit, class merging or icon code in the browser.
 */
export function BlogExplorer({ categories, items, look, initial: fromServer }: Props) {
  // Back from an article, the static /blog's payload is shown again at /blog?q=…: the address
  // holds the search. On the server, and when hydrating, the two are the same.
  const [initial] = useState(() => (typeof window === "undefined" ? fromServer : searchInAddress(categories)));
  const [query, setQuery] = useState(initial.query);
  const [category, setCategory] = useState(initial.category);
  const inputRef = useRef<HTMLInputElement>(null);

  // Text typed before hydration is still in the box (React does not overwrite it): use it.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== initial.query) changeQuery(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, right after hydration
  }, []);

  const visible = useMemo(
    () => items.filter((item) => (!category || item.category === category) && matchesSearch(item.text, query)),
    [items, category, query],
  );
  const filtered = Boolean(category) || query.trim() !== "";

  function changeQuery(next: string) {
    setQuery(next);
    replaceSearchParams({ q: next.trim() ? next : null });
  }
  function changeCategory(next: string | null) {
    setCategory(next);
    replaceSearchParams({ category: next });
  }
  // Hydrated, the buttons act at once instead of submitting the form.
  const pick = (next: string | null) => (event: MouseEvent) => {
    event.preventDefault();
    changeCategory(next);
  };
  const reset = (event: MouseEvent) => {
    event.preventDefault();
    setQuery("");
    setCategory(null);
    replaceSearchParams({ q: null, category: null });
  };

  return (
    <div className="flex flex-col gap-8">
      <form
        role="search"
        aria-label="Articles"
        action="/blog"
        method="get"
        onSubmit={(event: FormEvent) => event.preventDefault()}
        className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5 lg:flex-row lg:items-center lg:justify-between"
      >
        <div className="relative w-full lg:max-w-sm">
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          {/* The form's first submit button, so Enter submits through it: it keeps the category. */}
          <button
            type="submit"
            data-slot="button"
            name={category ? "category" : undefined}
            value={category ?? undefined}
            aria-label="Search"
            className={look.searchButton}
          >
            {look.searchIcon}
          </button>
          <input
            ref={inputRef}
            data-slot="input"
            id="blog-search"
            name="q"
            type="search"
            placeholder="Search articles..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            value={query}
            onChange={(e) => changeQuery(e.target.value)}
            className={look.searchInput}
          />
        </div>
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          <FilterButton look={look} pressed={!category} onClick={pick(null)}>
            All
          </FilterButton>
          {categories.map((c) => (
            <FilterButton key={c.slug} look={look} value={c.slug} pressed={category === c.slug} onClick={pick(c.slug)} color={c.color}>
              {c.name}
            </FilterButton>
          ))}
        </div>
      </form>

      <p className="sr-only" aria-live="polite">
        {filtered ? `${visible.length} ${visible.length === 1 ? "article" : "articles"} found` : ""}
      </p>

      {visible.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="post-grid">
          {visible.map((item) => (
            <li key={item.slug}>{item.card}</li>
          ))}
        </ul>
      ) : (
        <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-card px-6 py-16 text-center">
          <p className="text-lg text-muted-foreground">{EMPTY_TEXT}</p>
          {/* Without JavaScript: back to the whole list. */}
          <form action="/blog" method="get">
            <button type="submit" data-slot="button" className={look.clearButton} onClick={reset}>
              {look.clearIcon}
              Clear filters
            </button>
          </form>
        </div>
      )}
    </div>
  );
}

function searchInAddress(categories: BlogCategoryDTO[]): BlogSearch {
  const params = new URLSearchParams(window.location.search);
  return parseBlogSearch(
    { q: params.get("q") ?? undefined, category: params.get("category") ?? undefined },
    categories.map((c) => c.slug),
  );
}

type FilterButtonProps = {
  look: BlogExplorerLook;
  pressed: boolean;
  onClick: (event: MouseEvent) => void;
  value?: string;
  color?: string;
  children: ReactNode;
};

/** Submits ?category=value (All: no category) without JavaScript; filters at once with it. */
function FilterButton({ look, pressed, onClick, value, color, children }: FilterButtonProps) {
  return (
    <button
      type="submit"
      data-slot="button"
      name={value ? "category" : undefined}
      value={value}
      aria-pressed={pressed}
      onClick={onClick}
      className={pressed ? (color ? look.filterColored : look.filterPressed) : look.filter}
      style={pressed && color ? { backgroundColor: color } : undefined}
    >
      {!pressed && color ? <span className="size-2 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
