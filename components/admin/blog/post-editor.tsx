"use client";

import { useId, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { CalendarClock, Eye, EyeOff, ImageUp, Save, Send } from "lucide-react";

import styles from "@/components/blog/article-body.module.css";
import { PostStatusBadge, postWhenLine } from "@/components/admin/blog/post-status";
import { usePracticeZone } from "@/components/admin/zone";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { toast, toastError } from "@/components/ui/toast";
import { ApiError, apiRequest, messageOr } from "@/lib/api/client";
import type { BlogCategoryDTO } from "@/lib/content/blog";
import type { AdminPost } from "@/lib/content/blog-admin";
import { postInputSchema, slugFromTitle, type PostInput } from "@/lib/validations/admin-blog";
import { IMAGE_ACCEPT, imageFileProblem } from "@/lib/validations/images";
import { readBase64 } from "@/components/admin/image-file";

type Field = keyof PostInput | "data" | "date" | "time";
type Errors = Partial<Record<Field, string>>;

/**
 * The blog editor: the post's fields in Markdown, a preview rendered by the server with the public
 * page's own function, the featured image upload and the publishing actions. Every action saves the
 * fields first, so "Publish" never publishes something other than what is on screen.
 */
export function PostEditor({ post, categories }: { post: AdminPost | null; categories: BlogCategoryDTO[] }) {
  const router = useRouter();
  const timeZone = usePracticeZone();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(post?.title ?? "");
  const [slug, setSlug] = useState(post?.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(Boolean(post));
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? "");
  const [category, setCategory] = useState(post?.category ?? "");
  const [tags, setTags] = useState(post?.tags.join(", ") ?? "");
  const [content, setContent] = useState(post?.content ?? "");
  const [featuredImage, setFeaturedImage] = useState(post?.featuredImage ?? "");
  const [featuredImageAlt, setFeaturedImageAlt] = useState(post?.featuredImageAlt ?? "");
  const [scheduleDate, setScheduleDate] = useState("");
  const [scheduleTime, setScheduleTime] = useState("09:00");
  const [tab, setTab] = useState("write");
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState("");

  const input = (): PostInput | null => {
    const parsed = postInputSchema.safeParse({
      title,
      slug,
      excerpt,
      category,
      tags: tags
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean),
      content,
      featuredImage,
      featuredImageAlt,
    });
    if (parsed.success) return parsed.data;
    const next: Errors = {};
    for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    setErrors(next);
    setMessage("Please correct the highlighted fields.");
    return null;
  };

  const showError = (error: unknown, title: string) => {
    if (error instanceof ApiError && error.fieldErrors) setErrors(error.fieldErrors as Errors);
    const description = messageOr(error, "Something went wrong. Please try again.");
    setMessage(`${title}: ${description}`);
    toastError({ title, description });
  };

  /** Saves the fields; returns the saved post (a new post becomes a draft). */
  async function save(): Promise<AdminPost | null> {
    const body = input();
    if (!body) return null;
    setErrors({});
    return post
      ? apiRequest<AdminPost>(`/api/admin/blog/posts/${post.id}`, { method: "PUT", body })
      : apiRequest<AdminPost>("/api/admin/blog/posts", { body });
  }

  async function run(action: string, work: () => Promise<AdminPost | null>, done: (saved: AdminPost) => string) {
    setBusy(action);
    setMessage("");
    try {
      const saved = await work();
      if (!saved) return;
      const text = done(saved);
      setMessage(text);
      toast({ title: text });
      if (post) router.refresh();
      else router.push(`/admin/blog/${saved.id}`);
    } catch (error) {
      showError(error, action === "save" ? "Post not saved" : "Post not changed");
    } finally {
      setBusy(null);
    }
  }

  const saveOnly = () => run("save", save, (saved) => (saved.status === "draft" ? "Draft saved" : "Changes saved"));
  const publish = () =>
    run(
      "publish",
      async () => {
        const saved = await save();
        return saved && apiRequest<AdminPost>(`/api/admin/blog/posts/${saved.id}/publish`, { method: "POST" });
      },
      () => "Post published",
    );
  const unpublish = () =>
    run(
      "unpublish",
      async () => (post ? apiRequest<AdminPost>(`/api/admin/blog/posts/${post.id}/unpublish`, { method: "POST" }) : null),
      () => "Post unpublished: it is a draft again",
    );
  const schedule = () => {
    const next: Errors = {};
    if (!scheduleDate) next.date = "Choose a date";
    if (!scheduleTime) next.time = "Choose a time";
    if (next.date || next.time) {
      setErrors(next);
      return;
    }
    return run(
      "schedule",
      async () => {
        const saved = await save();
        return (
          saved && apiRequest<AdminPost>(`/api/admin/blog/posts/${saved.id}/schedule`, { body: { date: scheduleDate, time: scheduleTime } })
        );
      },
      (saved) => postWhenLine(saved.status, saved.publishedAt, timeZone),
    );
  };

  async function showPreview(next: string) {
    setTab(next);
    if (next !== "preview") return;
    setPreviewing(true);
    try {
      setPreviewHtml((await apiRequest<{ html: string }>("/api/admin/blog/preview", { body: { content } })).html);
    } catch (error) {
      setPreviewHtml(null);
      showError(error, "Preview not available");
    } finally {
      setPreviewing(false);
    }
  }

  async function upload(file: File | undefined) {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setErrors((e) => ({ ...e, featuredImage: problem }));
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    setUploading(true);
    try {
      const image = await apiRequest<{ url: string }>("/api/admin/blog/images", { body: { data: await readBase64(file) } });
      setFeaturedImage(image.url);
      setErrors((e) => ({ ...e, featuredImage: undefined, data: undefined }));
      setMessage("Image uploaded. Describe it in the alt text, then save.");
    } catch (error) {
      const description = messageOr(error, "The image could not be uploaded. Please try again.");
      setErrors((e) => ({ ...e, featuredImage: description }));
      setMessage(`Image not uploaded: ${description}`);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  /** A field's change, which also clears that field's error (the rest stay until the next check). */
  const edit =
    (name: Field, set: (value: string) => void) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      set(event.target.value);
      if (errors[name]) setErrors(({ [name]: _cleared, ...rest }) => rest);
    };

  const fieldProps = (name: Field) => ({
    id: `${id}-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
  });
  const errorText = (name: Field) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-destructive">
        {errors[name]}
      </p>
    ) : null;
  const categoryName = categories.find((c) => c.slug === category)?.name;

  return (
    <form
      noValidate
      aria-label="Post"
      onSubmit={(event) => {
        event.preventDefault();
        void saveOnly();
      }}
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] [&>*]:min-w-0"
    >
      <div className="grid min-w-0 content-start gap-5 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-title`}>Title</Label>
          <Input
            {...fieldProps("title")}
            value={title}
            maxLength={150}
            onChange={edit("title", (value) => {
              setTitle(value);
              if (slugEdited) return;
              setSlug(slugFromTitle(value));
              setErrors(({ slug: _cleared, ...rest }) => rest);
            })}
          />
          {errorText("title")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-slug`}>Slug</Label>
          <Input
            {...fieldProps("slug")}
            value={slug}
            maxLength={80}
            aria-describedby={`${id}-slug-hint${errors.slug ? ` ${id}-slug-error` : ""}`}
            onChange={edit("slug", (value) => {
              setSlug(value);
              setSlugEdited(true);
            })}
          />
          <p id={`${id}-slug-hint`} className="break-words text-sm text-muted-foreground">
            The address: /blog/{slug || "…"}
          </p>
          {errorText("slug")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-excerpt`}>Excerpt</Label>
          <Textarea {...fieldProps("excerpt")} value={excerpt} maxLength={400} rows={3} onChange={edit("excerpt", setExcerpt)} />
          {errorText("excerpt")}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-category`}>Category</Label>
            <select
              {...fieldProps("category")}
              value={category}
              onChange={edit("category", setCategory)}
              className="min-h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <option value="">Choose a category</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
            {errorText("category")}
          </div>
          <div className="grid content-start gap-1.5">
            <Label htmlFor={`${id}-tags`}>Tags</Label>
            <Input
              {...fieldProps("tags")}
              value={tags}
              aria-describedby={`${id}-tags-hint${errors.tags ? ` ${id}-tags-error` : ""}`}
              onChange={edit("tags", setTags)}
            />
            <p id={`${id}-tags-hint`} className="text-sm text-muted-foreground">
              Separated by commas, e.g. sleep, breathwork
            </p>
            {errorText("tags")}
          </div>
        </div>

        <Tabs value={tab} onValueChange={(v) => void showPreview(v)}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Label htmlFor={`${id}-content`} className="text-base">
              Body <span className="font-normal text-muted-foreground">(Markdown)</span>
            </Label>
            <TabsList aria-label="Body view">
              <TabsTrigger value="write">Write</TabsTrigger>
              <TabsTrigger value="preview">
                <Eye aria-hidden="true" />
                Preview
              </TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="write" forceMount className="data-[state=inactive]:hidden">
            <Textarea
              {...fieldProps("content")}
              value={content}
              rows={18}
              className="font-mono text-sm"
              onChange={edit("content", setContent)}
              placeholder={"## A heading\n\nA paragraph with **bold** text and a [link](/services).\n\n- a list item"}
            />
            {errorText("content")}
          </TabsContent>
          <TabsContent value="preview" className="min-h-48 rounded-lg border border-border p-4 sm:p-6" aria-busy={previewing}>
            {previewing ? (
              <p className="text-sm text-muted-foreground">Rendering the preview…</p>
            ) : previewHtml !== null ? (
              <article aria-label="Preview" className="grid gap-4">
                {categoryName ? <p className="text-sm font-medium text-primary">{categoryName}</p> : null}
                <h2 className="text-balance text-3xl font-semibold">{title || "Untitled"}</h2>
                {excerpt ? <p className="text-lg text-muted-foreground">{excerpt}</p> : null}
                {featuredImage ? (
                  // The saved image as readers get it; a plain img: the preview is not a public page.
                  // eslint-disable-next-line @next/next/no-img-element
                  <img src={featuredImage} alt={featuredImageAlt} className="aspect-[16/9] w-full rounded-xl object-cover" />
                ) : null}
                <div className={styles.body} data-testid="preview-content" dangerouslySetInnerHTML={{ __html: previewHtml }} />
              </article>
            ) : (
              <p className="text-sm text-muted-foreground">The preview could not be rendered.</p>
            )}
          </TabsContent>
        </Tabs>
      </div>

      <div className="grid min-w-0 content-start gap-5">
        <section aria-labelledby={`${id}-state`} className="grid gap-4 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-5">
          <h2 id={`${id}-state`} className="font-sans text-lg font-semibold">
            Publishing
          </h2>
          <div className="grid gap-1">
            <PostStatusBadge status={post?.status ?? "draft"} />
            <p className="text-sm text-muted-foreground" data-testid="post-when">
              {postWhenLine(post?.status ?? "draft", post?.publishedAt ?? null, timeZone)}
            </p>
            {post?.status === "published" ? (
              <a href={`/blog/${post.slug}`} className="text-sm font-medium text-primary underline underline-offset-4">
                View on the blog
              </a>
            ) : null}
          </div>
          <div className="grid gap-2">
            <Button type="submit" variant="outline" disabled={busy !== null}>
              <Save aria-hidden="true" />
              {busy === "save" ? "Saving..." : post && post.status !== "draft" ? "Save changes" : "Save draft"}
            </Button>
            {post?.status !== "published" ? (
              <Button type="button" onClick={() => void publish()} disabled={busy !== null}>
                <Send aria-hidden="true" />
                {busy === "publish" ? "Publishing..." : "Publish now"}
              </Button>
            ) : null}
            {post && post.status !== "draft" ? (
              <Button type="button" variant="outline" onClick={() => void unpublish()} disabled={busy !== null}>
                <EyeOff aria-hidden="true" />
                {busy === "unpublish" ? "Unpublishing..." : post.status === "scheduled" ? "Cancel schedule" : "Unpublish"}
              </Button>
            ) : null}
          </div>
          {post?.status !== "published" ? (
            <fieldset className="grid gap-3 border-t border-border pt-4">
              <legend className="float-left mb-2 text-sm font-semibold">Schedule for later</legend>
              <div className="clear-left grid grid-cols-2 gap-2">
                <div className="grid content-start gap-1.5">
                  <Label htmlFor={`${id}-date`}>Date</Label>
                  <Input {...fieldProps("date")} type="date" value={scheduleDate} onChange={edit("date", setScheduleDate)} />
                  {errorText("date")}
                </div>
                <div className="grid content-start gap-1.5">
                  <Label htmlFor={`${id}-time`}>Time</Label>
                  <Input {...fieldProps("time")} type="time" value={scheduleTime} onChange={edit("time", setScheduleTime)} />
                  {errorText("time")}
                </div>
              </div>
              <p className="text-xs text-muted-foreground">In the practice&apos;s time zone ({timeZone}).</p>
              <Button type="button" variant="outline" onClick={() => void schedule()} disabled={busy !== null}>
                <CalendarClock aria-hidden="true" />
                {busy === "schedule" ? "Scheduling..." : "Schedule"}
              </Button>
            </fieldset>
          ) : null}
          <p role="status" aria-live="polite" className="text-sm empty:hidden" data-testid="editor-message">
            {message}
          </p>
        </section>

        <section aria-labelledby={`${id}-image`} className="grid gap-4 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-5">
          <h2 id={`${id}-image`} className="font-sans text-lg font-semibold">
            Featured image
          </h2>
          {featuredImage ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={featuredImage}
              alt={featuredImageAlt || "Featured image (no description yet)"}
              className="aspect-[16/9] w-full rounded-lg border border-border object-cover"
            />
          ) : (
            <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
              No image yet. A post needs one to be published.
            </p>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-featuredImage`}>{featuredImage ? "Replace the image" : "Upload an image"}</Label>
            <input
              ref={fileInput}
              {...fieldProps("featuredImage")}
              type="file"
              accept={IMAGE_ACCEPT}
              aria-describedby={`${id}-image-hint${errors.featuredImage ? ` ${id}-featuredImage-error` : ""}`}
              disabled={uploading}
              onChange={(e) => void upload(e.target.files?.[0])}
              className="min-h-11 w-full rounded-md border border-input bg-background p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium"
            />
            <p id={`${id}-image-hint`} className="text-xs text-muted-foreground">
              <ImageUp aria-hidden="true" className="mr-1 inline size-3.5" />
              PNG, JPEG or WebP, up to 2 MB; 16:9 works best.{uploading ? " Uploading…" : ""}
            </p>
            {errorText("featuredImage")}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-featuredImageAlt`}>Alt text</Label>
            <Input
              {...fieldProps("featuredImageAlt")}
              value={featuredImageAlt}
              maxLength={300}
              onChange={edit("featuredImageAlt", setFeaturedImageAlt)}
            />
            {errorText("featuredImageAlt")}
          </div>
        </section>
      </div>
    </form>
  );
}
