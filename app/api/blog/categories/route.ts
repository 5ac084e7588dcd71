import { apiRoute } from "@/lib/api/handler";
import { listCategories } from "@/lib/content/blog";

// GET /api/blog/categories: [{ slug, name, color }].
export const GET = apiRoute({}, async () => listCategories());
