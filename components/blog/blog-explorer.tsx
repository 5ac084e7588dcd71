"use client";

import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import { Search, X } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { replaceSearchParams } from "@/lib/browser-url";
import type { BlogCategoryDTO } from "@/lib/content/blog";
import { matchesSearch, parseBlogSearch } from "@/lib/content/blog-search";
import { cn } from "@/lib/utils";

export type ExplorerItem = {
  slug: string;
  category: string;
  /** lower-cased text the search box matches */
  text: string;
  /** the server-rendered card */
  card: ReactNode;
};

type Props = { categories: BlogCategoryDTO[]; items: ExplorerItem[] };

export const EMPTY_TEXT = "No articles found matching your criteria.";

/**
 * Search and category filter over the server-rendered cards, as a real search form
 * (GET /blog?q=&category=): before the page's JavaScript runs, or without it, Enter and the
 * category buttons load the filtered list from the server (the page renders per request, so
 * useSearchParams holds the request's ?q=&category=). Once hydrated it filters as the client
 * types and keeps the URL in step (history.replaceState, no server round trip).
 */
export function BlogExplorer({ categories, items }: Props) {
  const params = useSearchParams();
  const [initial] = useState(() =>
    parseBlogSearch(
      { q: params.get("q") ?? undefined, category: params.get("category") ?? undefined },
      categories.map((c) => c.slug),
    ),
  );
  const [query, setQuery] = useState(initial.query);
  const [category, setCategory] = useState(initial.category);
  const inputRef = useRef<HTMLInputElement>(null);

  // Text typed before hydration is still in the box (React does not overwrite it): use it.
  useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== initial.query) changeQuery(typed);
    // Once, right after hydration.
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
          <Button
            type="submit"
            variant="ghost"
            size="icon"
            name={category ? "category" : undefined}
            value={category ?? undefined}
            aria-label="Search"
            className="absolute left-1 top-1/2 size-9 -translate-y-1/2 text-muted-foreground"
          >
            <Search aria-hidden="true" />
          </Button>
          <Input
            ref={inputRef}
            id="blog-search"
            name="q"
            type="search"
            placeholder="Search articles..."
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            value={query}
            onChange={(e) => changeQuery(e.target.value)}
            className="pl-11"
          />
        </div>
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          <FilterButton pressed={!category} onClick={pick(null)}>
            All
          </FilterButton>
          {categories.map((c) => (
            <FilterButton key={c.slug} value={c.slug} pressed={category === c.slug} onClick={pick(c.slug)} color={c.color}>
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
            <Button type="submit" variant="outline" onClick={reset}>
              <X aria-hidden="true" />
              Clear filters
            </Button>
          </form>
        </div>
      )}
    </div>
  );
}

type FilterButtonProps = { pressed: boolean; onClick: (event: MouseEvent) => void; value?: string; color?: string; children: ReactNode };

/** Submits ?category=value (All: no category) without JavaScript; filters at once with it. */
function FilterButton({ pressed, onClick, value, color, children }: FilterButtonProps) {
  return (
    <Button
      type="submit"
      name={value ? "category" : undefined}
      value={value}
      size="sm"
      variant={pressed ? "default" : "outline"}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn("rounded-full", pressed && color && "text-white hover:opacity-90")}
      style={pressed && color ? { backgroundColor: color } : undefined}
    >
      {!pressed && color ? <span className="size-2 rounded-full" style={{ backgroundColor: color }} aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
