"use server";

import { revalidatePath } from "next/cache";

import { auditActor } from "@/lib/audit/record";
import { uploadBlogImage } from "@/lib/content/blog-images";
import { createPost, publishPost, schedulePost, unpublishPost, updatePost, type AdminPost } from "@/lib/content/blog-admin";
import { imageUploadSchema, postFormSchema, postIdParams } from "@/lib/validations/admin-blog";
import { formAction } from "./define";
import { fileAsBase64 } from "./files";
import type { FormState } from "./state";

// The blog editor: every button saves the fields first (a new post becomes a draft), then
// publishes or schedules it, so what goes live is what is on screen. The same domain functions
// as the JSON routes (app/api/admin/blog/posts/...), which also refresh the public blog.

type Saved = Pick<AdminPost, "id" | "status" | "publishedAt">;
const saved = ({ id, status, publishedAt }: AdminPost): Saved => ({ id, status, publishedAt });

export const savePostAction = formAction(
  { name: "blog.save", schema: postFormSchema, access: "admin" },
  async ({ input: { id, intent, date, time, ...fields }, user }) => {
    const actor = auditActor(user);
    const when = { date: date ?? "", time: time ?? "" };
    let post: AdminPost;
    if (!id) {
      // A new post is created and published or scheduled at once: a refusal leaves no draft behind.
      const then = intent === "publish" ? { publish: true as const } : intent === "schedule" ? { schedule: when } : undefined;
      post = await createPost(actor, fields, new Date(), then);
    } else {
      post = await updatePost(actor, id, fields);
      if (intent === "publish") post = await publishPost(actor, post.id);
      if (intent === "schedule") post = await schedulePost(actor, post.id, when);
    }
    revalidatePath("/admin/blog");
    revalidatePath(`/admin/blog/${post.id}`);
    return { data: saved(post) };
  },
);

export const unpublishPostAction = formAction(
  { name: "blog.unpublish", schema: postIdParams, access: "admin" },
  async ({ input, user }) => {
    const post = await unpublishPost(auditActor(user), input.id);
    revalidatePath("/admin/blog");
    revalidatePath(`/admin/blog/${post.id}`);
    return { data: saved(post) };
  },
);

export type SavedPost = Saved;

const uploadImageForm = formAction(
  { name: "blog.image", schema: imageUploadSchema, access: "admin", secret: ["data"] },
  async ({ input, user }) => ({ data: { url: (await uploadBlogImage(auditActor(user), input.data)).url } }),
);

/** A featured image, posted as a file on its own; the post saves its address. */
export async function uploadBlogImageAction(previous: FormState<{ url: string }>, formData: FormData): Promise<FormState<{ url: string }>> {
  return uploadImageForm(previous, await fileAsBase64(formData, "data"));
}
