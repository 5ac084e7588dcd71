import { fileTypeFromBuffer } from "file-type";
import { db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { badRequest } from "@/lib/errors";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE } from "@/lib/validations/admin-blog";

// Featured images the owner uploads, kept in the database (any deployment keeps them; no disk or
// bucket to configure) and served by GET /api/blog/images/{id} with a year-long cache: an image
// never changes under its id, a new upload gets a new one.

/** What a browser may be sent, decided by the file's own bytes (its name and declared type are ignored). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const blogImageUrl = (id: number) => `/api/blog/images/${id}`;

/** The image type the bytes really are (magic numbers), or null for anything else. */
export async function sniffImageType(bytes: Uint8Array): Promise<ImageType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && (IMAGE_TYPES as readonly string[]).includes(detected.mime) ? (detected.mime as ImageType) : null;
}

/** Stores an upload after checking its size and real type; returns its public address. */
export async function uploadBlogImage(actor: AuditActor, base64: string): Promise<{ id: number; url: string; contentType: ImageType; byteSize: number }> {
  const bytes = new Uint8Array(Buffer.from(base64, "base64"));
  if (bytes.byteLength === 0) throw badRequest("Choose an image", { data: "Choose an image" });
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw badRequest(IMAGE_TOO_LARGE, { data: IMAGE_TOO_LARGE });
  const contentType = await sniffImageType(bytes);
  if (!contentType) throw badRequest(IMAGE_WRONG_TYPE, { data: IMAGE_WRONG_TYPE });

  const image = await db.$transaction(async (tx) => {
    const row = await tx.blogImage.create({ data: { contentType, bytes, byteSize: bytes.byteLength }, select: { id: true } });
    await recordAudit(tx, {
      actor,
      action: "post.image",
      entity: { type: "image", id: row.id },
      summary: `Image uploaded (${contentType}, ${(bytes.byteLength / 1024).toFixed(1)} KB)`,
      before: null,
      after: { contentType, byteSize: bytes.byteLength, url: blogImageUrl(row.id) },
    });
    return row;
  });
  return { id: image.id, url: blogImageUrl(image.id), contentType, byteSize: bytes.byteLength };
}

/** One stored image, or null. */
export async function getBlogImage(id: number): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  return db.blogImage.findUnique({ where: { id }, select: { contentType: true, bytes: true } });
}
