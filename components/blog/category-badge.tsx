import { cn } from "@/lib/utils";
import type { BlogCategoryDTO } from "@/lib/content/blog";

/** A category pill in the category's own colour (seeded colours keep white text above 4.5:1). */
export function CategoryBadge({ category, className }: { category: BlogCategoryDTO; className?: string }) {
  return (
    <span
      className={cn("inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide text-white", className)}
      style={{ backgroundColor: category.color }}
      data-category={category.slug}
    >
      {category.name}
    </span>
  );
}
