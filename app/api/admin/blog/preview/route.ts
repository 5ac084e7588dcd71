import { apiRoute } from "@/lib/api/handler";
import { renderMarkdown } from "@/lib/content/markdown";
import { previewSchema } from "@/lib/validations/admin-blog";

// POST /api/admin/blog/preview { content } -> { html }: the article body exactly as the public
// page renders it (same function, sanitised), for the editor's Preview tab.
export const POST = apiRoute({ access: "admin", body: previewSchema }, async ({ body }) => ({ html: renderMarkdown(body.content) }));
