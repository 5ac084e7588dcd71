"use client";

import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useSearchParams } from "next/navigation";
import { Search, X } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { BlogCategoryDTO } from "@/lib/content/blog";
import { matchesSearch } from "@/lib/content/blog-search";
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
 * Search and category filter over the server-rendered cards. The filter lives in the URL
 * (?q=&category=) so a filtered list can be shared; reading it needs the browser, so the page
 * renders <BlogExplorerView> unfiltered as this component's Suspense fallback (static HTML).
 */
export function BlogExplorer({ categories, items }: Props) {
  const params = useSearchParams();
  const [query, setQuery] = useState(() => params.get("q") ?? "");
  const [category, setCategory] = useState<string | null>(() => {
    const fromUrl = params.get("category");
    return categories.some((c) => c.slug === fromUrl) ? fromUrl : null;
  });

  // Mirror the filter into the URL without a navigation (Next keeps useSearchParams in sync).
  useEffect(() => {
    const next = new URLSearchParams(window.location.search);
    if (query.trim()) next.set("q", query);
    else next.delete("q");
    if (category) next.set("category", category);
    else next.delete("category");
    const search = next.toString();
    const url = `${window.location.pathname}${search ? `?${search}` : ""}`;
    if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(window.history.state, "", url);
  }, [query, category]);

  return (
    <BlogExplorerView
      categories={categories}
      items={items}
      query={query}
      category={category}
      onQueryChange={setQuery}
      onCategoryChange={setCategory}
    />
  );
}

type ViewProps = Props & {
  query: string;
  category: string | null;
  onQueryChange?: (query: string) => void;
  onCategoryChange?: (category: string | null) => void;
};

export function BlogExplorerView({ categories, items, query, category, onQueryChange, onCategoryChange }: ViewProps) {
  const visible = useMemo(
    () => items.filter((item) => (!category || item.category === category) && matchesSearch(item.text, query)),
    [items, category, query],
  );
  const filtered = Boolean(category) || query.trim() !== "";
  const reset = () => {
    onQueryChange?.("");
    onCategoryChange?.(null);
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm sm:p-5 lg:flex-row lg:items-center lg:justify-between">
        <div className="relative w-full lg:max-w-sm">
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <Search className="pointer-events-none absolute left-3.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            id="blog-search"
            type="search"
            placeholder="Search articles..."
            autoComplete="off"
            value={query}
            onChange={(e) => onQueryChange?.(e.target.value)}
            className="pl-10"
          />
        </div>
        <div role="group" aria-label="Filter by category" className="flex flex-wrap gap-2">
          <FilterButton pressed={!category} onClick={() => onCategoryChange?.(null)}>
            All
          </FilterButton>
          {categories.map((c) => (
            <FilterButton key={c.slug} pressed={category === c.slug} onClick={() => onCategoryChange?.(c.slug)} color={c.color}>
              {c.name}
            </FilterButton>
          ))}
        </div>
      </div>

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
          <Button variant="outline" onClick={reset}>
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      )}
    </div>
  );
}

function FilterButton({ pressed, onClick, color, children }: { pressed: boolean; onClick: () => void; color?: string; children: ReactNode }) {
  return (
    <Button
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
