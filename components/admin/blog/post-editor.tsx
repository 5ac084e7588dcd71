"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";

import { postWhenLine } from "@/components/admin/blog/post-status";
import { FeaturedImage } from "@/components/admin/blog/featured-image";
import { PostBody, PostFields } from "@/components/admin/blog/post-fields";
import { Publishing, type Intent } from "@/components/admin/blog/post-publishing";
import { usePracticeZone } from "@/components/admin/zone";
import { useActionForm } from "@/components/ui/action-form";
import { toast } from "@/components/ui/toast";
import { savePostAction, unpublishPostAction, type SavedPost } from "@/lib/actions/blog";
import type { FormState } from "@/lib/actions/state";
import type { BlogCategoryDTO } from "@/lib/content/blog";
import type { AdminPost } from "@/lib/content/blog-admin";
import type { FieldErrors } from "@/lib/errors";
import { postFormSchema, postIdParams } from "@/lib/validations/admin-blog";

const FAILURE = { save: "Post not saved", publish: "Post not changed", schedule: "Post not changed", unpublish: "Post not changed" };

/**
 * The blog editor: the post's fields in Markdown, a preview rendered by the server with the public
 * page's own function, the featured image upload and the publishing buttons. One form: each
 * button posts the fields with its `intent`, and the action saves them first, so "Publish" never
 * publishes something other than what is on screen. Unpublish is its own tiny form.
 */
export function PostEditor({ post, categories }: { post: AdminPost | null; categories: BlogCategoryDTO[] }) {
  const router = useRouter();
  const timeZone = usePracticeZone();
  const id = useId();
  const [intent, setIntent] = useState<Intent>("save");
  const [featuredImage, setFeaturedImage] = useState(post?.featuredImage ?? "");
  // One post per editor: once a save created it, later saves (before the move to its page) update it.
  const [createdId, setCreatedId] = useState<number | null>(null);
  const postId = post?.id ?? createdId;

  const done = (kind: Intent, saved?: SavedPost) => {
    const text = successText(kind, saved, timeZone);
    toast({ title: text });
    if (!post && saved) {
      setCreatedId(saved.id);
      router.push(`/admin/blog/${saved.id}`);
    }
  };
  const save = useActionForm(savePostAction, {
    schema: postFormSchema,
    failureTitle: FAILURE[intent],
    onSuccess: ({ data }) => done(intent, data),
  });
  const unpublish = useActionForm(unpublishPostAction, {
    schema: postIdParams,
    failureTitle: FAILURE.unpublish,
    onSuccess: ({ data }) => done("unpublish", data),
  });
  const errors = useErrorsClearedOnEdit(save.errors);
  const pending = save.pending || unpublish.pending;
  const busy: Intent | null = unpublish.pending ? "unpublish" : save.pending ? intent : null;

  const latest = [save.state, unpublish.state].reduce((a, b) => (at(b) > at(a) ? b : a));
  const message =
    latest.status === "success"
      ? successText(latest === unpublish.state ? "unpublish" : intentOf(save.state, intent), latest.data, timeZone)
      : latest.status === "error"
        ? `${latest === unpublish.state ? FAILURE.unpublish : FAILURE[intent]}: ${latest.message}`
        : Object.keys(save.errors).length
          ? "Please correct the highlighted fields."
          : "";

  return (
    <>
      <form
        {...save.form}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
          setIntent((submitter?.value as Intent | undefined) ?? "save");
          save.form.onSubmit(event);
        }}
        onChange={errors.edited}
        aria-label="Post"
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] [&>*]:min-w-0"
      >
        {postId ? <input type="hidden" name="id" value={postId} /> : null}
        <div className="grid min-w-0 grid-cols-1 content-start gap-5 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
          <PostFields id={id} post={post} categories={categories} errors={errors.shown} value={save.value} />
          <PostBody id={id} post={post} categories={categories} featuredImage={featuredImage} errors={errors.shown} value={save.value} />
        </div>
        <div className="grid min-w-0 content-start gap-5">
          <Publishing
            id={id}
            post={post}
            timeZone={timeZone}
            busy={busy}
            disabled={pending}
            errors={errors.shown}
            value={save.value}
            unpublishForm={`${id}-unpublish`}
            message={message}
          />
          <FeaturedImage
            id={id}
            post={post}
            url={featuredImage}
            onUploaded={setFeaturedImage}
            error={errors.shown.featuredImage}
            altError={errors.shown.featuredImageAlt}
            value={save.value}
          />
        </div>
      </form>
      {post ? (
        <form {...unpublish.form} id={`${id}-unpublish`} aria-label="Unpublish" hidden>
          <input type="hidden" name="id" value={post.id} />
        </form>
      ) : null}
    </>
  );
}

const at = (state: FormState<unknown>) => (state.status === "idle" ? 0 : state.at);

/** The intent of the answer shown: before hydration the page only has the posted one. */
const intentOf = (state: FormState<SavedPost>, intent: Intent): Intent =>
  state.status !== "idle" && typeof state.values?.intent === "string" ? (state.values.intent as Intent) : intent;

function successText(intent: Intent, saved: SavedPost | undefined, timeZone: string): string {
  if (intent === "publish") return "Post published";
  if (intent === "unpublish") return "Post unpublished: it is a draft again";
  if (intent === "schedule" && saved) return postWhenLine(saved.status, saved.publishedAt, timeZone);
  return saved?.status === "draft" ? "Draft saved" : "Changes saved";
}

/** A field's error goes once the owner edits that field; the rest stay until the next check. */
function useErrorsClearedOnEdit(errors: FieldErrors) {
  const [edited, setEdited] = useState<{ of: FieldErrors; names: string[] }>({ of: errors, names: [] });
  const names = edited.of === errors ? edited.names : [];
  const shown: FieldErrors = Object.fromEntries(Object.entries(errors).filter(([name]) => !names.includes(name)));
  return {
    shown,
    edited: (event: React.FormEvent<HTMLFormElement>) => {
      const name = (event.target as HTMLInputElement).name;
      if (errors[name] && !names.includes(name)) setEdited({ of: errors, names: [...names, name] });
    },
  };
}
