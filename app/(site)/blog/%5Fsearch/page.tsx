import { BlogListing } from "@/components/blog/blog-listing";
import type { BlogSearchParams } from "@/lib/content/blog-search";

// /blog?q=&category= is rewritten here (next.config.ts) and rendered per request: the search form
// without JavaScript. The folder's "%5F" is a literal "_" in the address (/blog/_search), which no
// post's slug can be. Same title and canonical address as /blog.
export { metadata } from "../page";

export default async function BlogSearchPage({ searchParams }: { searchParams: Promise<BlogSearchParams> }) {
  return <BlogListing searchParams={await searchParams} />;
}
