import type { Metadata } from "next";

import { PostEditor } from "@/components/admin/blog/post-editor";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";
import { listCategories } from "@/lib/content/blog";

export const metadata: Metadata = { title: "New post" };

// A new post starts as a draft: nothing is public until the owner publishes or schedules it.
export default async function NewPostPage() {
  const admin = await requireAdminPage();
  const categories = await listCategories();
  return (
    <AdminShell admin={admin}>
      <AdminPageTitle
        title="New post"
        description="Write in Markdown; the preview shows it exactly as readers will see it. It stays a draft until you publish it."
      />
      <PostEditor categories={categories} post={null} />
    </AdminShell>
  );
}
