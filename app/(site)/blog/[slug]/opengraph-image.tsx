import { ogContentType, ogSize, postOgImage } from "@/components/seo/og-image";
import { notFound } from "next/navigation";
import { getPostBySlug, listCategories, listPostPaths } from "@/lib/content/blog";

// Each article's share image: its title, category and illustration.
export const alt = "Article illustration and title";
export const size = ogSize;
export const contentType = ogContentType;
export const revalidate = 900;

// Drawn at build time for every published article, like the pages themselves.
export async function generateStaticParams() {
  return (await listPostPaths()).map(({ slug }) => ({ slug }));
}

export default async function PostOpengraphImage({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getPostBySlug((await params).slug);
  // No image for an address of no article: a 404, which the page cache does not keep (lib/cache).
  if (!post) notFound();
  const category = (await listCategories()).find((c) => c.slug === post.category);
  return postOgImage(post, category);
}
