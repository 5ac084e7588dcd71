import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { PostEditor } from "@/components/admin/blog/post-editor";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { requireAdminPage } from "@/lib/admin/auth";
import { listCategories } from "@/lib/content/blog";
import { getAdminPost } from "@/lib/content/blog-admin";
import { AppError } from "@/lib/errors";

export const metadata: Metadata = { title: "Edit post" };

export default async function EditPostPage({ params }: { params: Promise<{ id: string }> }) {
  const admin = await requireAdminPage();
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const [post, categories] = await Promise.all([
    getAdminPost(Number(id)).catch((error) => {
      if (error instanceof AppError && error.status === 404) notFound();
      throw error;
    }),
    listCategories(),
  ]);
  return (
    <AdminShell admin={admin}>
      <AdminPageTitle title="Edit post" description="Changes to a published post go live as soon as you save them." />
      <PostEditor categories={categories} post={post} />
    </AdminShell>
  );
}
