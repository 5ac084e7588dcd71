"use client";

import { useRef, useState } from "react";
import { Eye } from "lucide-react";

import styles from "@/components/blog/article-body.module.css";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { toastError } from "@/components/ui/toast";
import { apiRequest, messageOr } from "@/lib/api/client";
import type { BlogCategoryDTO } from "@/lib/content/blog";
import type { AdminPost } from "@/lib/content/blog-admin";
import type { FieldErrors } from "@/lib/errors";
import { slugFromTitle } from "@/lib/validations/admin-blog";

type Props = {
  /** Prefix of the controls' ids (unique on the page). */
  id: string;
  post: AdminPost | null;
  categories: BlogCategoryDTO[];
  errors: FieldErrors;
  /** What was posted for a field when the action sent it back, else the given default. */
  value: (name: string, fallback?: string) => string;
};

/** Title, slug (following the title until the owner types one), excerpt, category and tags. */
export function PostFields({ id, post, categories, errors, value }: Props) {
  const slugInput = useRef<HTMLInputElement>(null);
  const slugEdited = useRef(Boolean(post));
  const [slug, setSlug] = useState(value("slug", post?.slug));

  return (
    <>
      <Field name="title" id={`${id}-title`} label="Title" error={errors.title}>
        {(control) => (
          <Input
            {...control}
            defaultValue={value("title", post?.title)}
            maxLength={150}
            onChange={(event) => {
              if (slugEdited.current || !slugInput.current) return;
              slugInput.current.value = slugFromTitle(event.target.value);
              setSlug(slugInput.current.value);
            }}
          />
        )}
      </Field>
      <Field
        name="slug"
        id={`${id}-slug`}
        label="Slug"
        hint={<span className="[overflow-wrap:anywhere]">The address: /blog/{slug || "…"}</span>}
        // Its error goes once the slug changed since it was checked, also when the title filled it.
        error={slug === value("slug", post?.slug) ? errors.slug : undefined}
      >
        {(control) => (
          <Input
            {...control}
            ref={slugInput}
            defaultValue={value("slug", post?.slug)}
            maxLength={80}
            onChange={(event) => {
              slugEdited.current = true;
              setSlug(event.target.value);
            }}
          />
        )}
      </Field>
      <Field name="excerpt" id={`${id}-excerpt`} label="Excerpt" error={errors.excerpt}>
        {(control) => <Textarea {...control} defaultValue={value("excerpt", post?.excerpt)} maxLength={400} rows={3} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="category" id={`${id}-category`} label="Category" error={errors.category}>
          {(control) => (
            <select
              {...control}
              // Keyed by its default: React sets a select's default option only when it mounts, and
              // the form is reset to the defaults after each answer.
              key={value("category", post?.category)}
              defaultValue={value("category", post?.category)}
              className="min-h-11 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <option value="">Choose a category</option>
              {categories.map((c) => (
                <option key={c.slug} value={c.slug}>
                  {c.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field name="tags" id={`${id}-tags`} label="Tags" hint="Separated by commas, e.g. sleep, breathwork" error={errors.tags}>
          {(control) => <Input {...control} defaultValue={value("tags", post?.tags.join(", "))} />}
        </Field>
      </div>
    </>
  );
}

/** The Markdown body and its preview, rendered by the server with the public page's function. */
export function PostBody({ id, categories, featuredImage, errors, value, post }: Props & { featuredImage: string }) {
  const [tab, setTab] = useState("write");
  const [preview, setPreview] = useState<{ html: string; title: string; excerpt: string; category?: string; alt: string } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const body = useRef<HTMLTextAreaElement>(null);

  async function showPreview(next: string) {
    setTab(next);
    const form = body.current?.form;
    if (next !== "preview" || !form) return;
    const fields = new FormData(form);
    const text = (name: string) => String(fields.get(name) ?? "");
    setPreviewing(true);
    try {
      // A read: the preview changes nothing, so it stays on the JSON API.
      const { html } = await apiRequest<{ html: string }>("/api/admin/blog/preview", { body: { content: text("content") } });
      const category = categories.find((c) => c.slug === text("category"))?.name;
      setPreview({ html, title: text("title"), excerpt: text("excerpt"), category, alt: text("featuredImageAlt") });
    } catch (error) {
      setPreview(null);
      toastError({ title: "Preview not available", description: messageOr(error, "Something went wrong. Please try again.") });
    } finally {
      setPreviewing(false);
    }
  }

  return (
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
          ref={body}
          id={`${id}-content`}
          name="content"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? `${id}-content-error` : undefined}
          defaultValue={value("content", post?.content)}
          rows={18}
          className="font-mono text-sm"
          placeholder={"## A heading\n\nA paragraph with **bold** text and a [link](/services).\n\n- a list item"}
        />
        {errors.content ? (
          <p id={`${id}-content-error`} className="text-sm font-medium text-destructive">
            {errors.content}
          </p>
        ) : null}
      </TabsContent>
      <TabsContent value="preview" className="min-h-48 rounded-lg border border-border p-4 sm:p-6" aria-busy={previewing}>
        {previewing ? (
          <p className="text-sm text-muted-foreground">Rendering the preview…</p>
        ) : preview ? (
          <article aria-label="Preview" className="grid gap-4">
            {preview.category ? <p className="text-sm font-medium text-primary">{preview.category}</p> : null}
            <h2 className="text-balance text-3xl font-semibold">{preview.title || "Untitled"}</h2>
            {preview.excerpt ? <p className="text-lg text-muted-foreground">{preview.excerpt}</p> : null}
            {featuredImage ? (
              // The saved image as readers get it; a plain img: the preview is not a public page.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={featuredImage} alt={preview.alt} className="aspect-[16/9] w-full rounded-xl object-cover" />
            ) : null}
            <div className={styles.body} data-testid="preview-content" dangerouslySetInnerHTML={{ __html: preview.html }} />
          </article>
        ) : (
          <p className="text-sm text-muted-foreground">The preview could not be rendered.</p>
        )}
      </TabsContent>
    </Tabs>
  );
}
