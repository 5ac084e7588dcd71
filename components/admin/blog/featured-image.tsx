"use client";

import { startTransition, useRef, useState } from "react";
import { ImageUp } from "lucide-react";

import { useActionForm } from "@/components/ui/action-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { uploadBlogImageAction } from "@/lib/actions/blog";
import { shrinkLargeImage } from "@/lib/browser-image";
import type { AdminPost } from "@/lib/content/blog-admin";
import { IMAGE_ACCEPT, imageFileProblem, imageUploadSchema } from "@/lib/validations/images";

/**
 * The featured image: chosen, it is uploaded at once by its own action (the server checks its real
 * type and size) and its address goes into the post's hidden `featuredImage` field, saved with the post.
 */
export function FeaturedImage({
  id,
  post,
  url,
  onUploaded,
  error,
  altError,
  value,
}: {
  id: string;
  post: AdminPost | null;
  url: string;
  onUploaded: (url: string) => void;
  error?: string;
  altError?: string;
  value: (name: string, fallback?: string) => string;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useActionForm(uploadBlogImageAction, {
    schema: imageUploadSchema,
    failureTitle: "Image not uploaded",
    onSuccess: ({ data }) => data && onUploaded(data.url),
  });
  // A problem with the chosen file, found before it is sent.
  const [problem, setProblem] = useState<string | undefined>();
  const [alt, setAlt] = useState(value("featuredImageAlt", post?.featuredImageAlt));
  const failed = upload.state.status === "error" ? (upload.errors.data ?? upload.state.message) : undefined;
  const uploadedNow = upload.state.status === "success" && upload.state.data?.url === url;

  async function choose(chosen: File | undefined) {
    if (fileInput.current) fileInput.current.value = "";
    // A phone photo over the limit is redrawn smaller first (lib/browser-image.ts).
    const file = chosen && (await shrinkLargeImage(chosen));
    setProblem(file ? (imageFileProblem(file) ?? undefined) : undefined);
    if (!file || imageFileProblem(file)) return;
    // The file is posted on its own as soon as it is chosen (a JS-built form for the same action
    // pattern); its address then goes into the post's hidden featuredImage field.
    const formData = new FormData();
    formData.set("data", file);
    startTransition(() => upload.form.action(formData));
  }

  return (
    <section aria-labelledby={`${id}-image`} className="grid gap-4 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-5">
      <h2 id={`${id}-image`} className="font-sans text-lg font-semibold">
        Featured image
      </h2>
      <input type="hidden" name="featuredImage" value={url} />
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={url}
          alt={alt || "Featured image (no description yet)"}
          className="aspect-[16/9] w-full rounded-lg border border-border object-cover"
        />
      ) : (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          No image yet. A post needs one to be published.
        </p>
      )}
      <Field
        name="image-file"
        id={`${id}-featuredImage`}
        label={url ? "Replace the image" : "Upload an image"}
        hint={
          <>
            <ImageUp aria-hidden="true" className="mr-1 inline size-3.5" />
            PNG, JPEG or WebP, up to 2 MB (larger photos are made smaller); 16:9 works best.{upload.pending ? " Uploading…" : ""}
          </>
        }
        error={problem ?? failed ?? error}
      >
        {({ name: _unposted, ...control }) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={upload.pending}
            onChange={(e) => void choose(e.target.files?.[0])}
            className="min-h-11 w-full rounded-md border border-input bg-background p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
        )}
      </Field>
      {uploadedNow ? (
        <p role="status" className="text-sm">
          Image uploaded. Describe it in the alt text, then save.
        </p>
      ) : null}
      <Field name="featuredImageAlt" id={`${id}-featuredImageAlt`} label="Alt text" error={altError}>
        {(control) => (
          <Input
            {...control}
            defaultValue={value("featuredImageAlt", post?.featuredImageAlt)}
            maxLength={300}
            onChange={(e) => setAlt(e.target.value)}
          />
        )}
      </Field>
    </section>
  );
}
