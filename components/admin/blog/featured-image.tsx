"use client";

import { useRef, useState } from "react";
import { ImageUp } from "lucide-react";

import { readBase64 } from "@/components/admin/image-file";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiRequest, messageOr } from "@/lib/api/client";
import type { AdminPost } from "@/lib/content/blog-admin";
import { IMAGE_ACCEPT, imageFileProblem } from "@/lib/validations/images";

/**
 * The featured image: chosen, it is uploaded at once (the server checks its real type and size)
 * and its address goes into the post's hidden `featuredImage` field, saved with the post.
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
  const [uploading, setUploading] = useState(false);
  const [upload, setUpload] = useState<{ error?: string; note?: string; for: string }>({ for: url });
  const [alt, setAlt] = useState(value("featuredImageAlt", post?.featuredImageAlt));
  // A problem with the file goes once another is uploaded or the form is checked again.
  const shownError = (upload.for === url ? upload.error : undefined) ?? error;

  async function choose(file: File | undefined) {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setUpload({ error: problem, for: url });
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    setUploading(true);
    try {
      // The image's own upload (JSON, base64), before the post is saved: an upload is up to 2 MB,
      // above what a server action takes by default; the post then saves its address.
      const image = await apiRequest<{ url: string }>("/api/admin/blog/images", { body: { data: await readBase64(file) } });
      onUploaded(image.url);
      setUpload({ note: "Image uploaded. Describe it in the alt text, then save.", for: image.url });
    } catch (failure) {
      setUpload({ error: messageOr(failure, "The image could not be uploaded. Please try again."), for: url });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = "";
    }
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
            PNG, JPEG or WebP, up to 2 MB; 16:9 works best.{uploading ? " Uploading…" : ""}
          </>
        }
        error={shownError}
      >
        {({ name: _unposted, ...control }) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            disabled={uploading}
            onChange={(e) => void choose(e.target.files?.[0])}
            className="min-h-11 w-full rounded-md border border-input bg-background p-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
        )}
      </Field>
      {upload.note && upload.for === url ? (
        <p role="status" className="text-sm">
          {upload.note}
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
