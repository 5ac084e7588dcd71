import { fileTypeFromBuffer } from "file-type";
import { db, type Prisma } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE } from "@/lib/validations/images";

// The shared image store: every image the owner uploads (blog featured images, the practitioner's
// portrait) is kept in the database (any deployment keeps it; no disk or bucket to configure) and
// served by GET /api/blog/images/{id}/{version} with a year-long cache. The version is the upload's
// moment, so an address names one upload for good: after a restore or a reset that reuses ids, an
// old address is a 404, never another picture. The type and size rule is checked here, once.

/** What a browser may be sent, decided by the file's own bytes (its name and declared type are ignored). */
export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** Which upload of an id an address names (the moment it was stored, in base 36). */
export const imageVersion = (createdAt: Date) => createdAt.getTime().toString(36);

/** The public address of a stored image. */
export const imageUrl = (image: { id: number; createdAt: Date }) => `/api/blog/images/${image.id}/${imageVersion(image.createdAt)}`;

/** The image id an address of the store names (with or without its version), or null. */
export function imageIdOf(url: string): number | null {
  const id = url.match(/^\/api\/blog\/images\/(\d+)(\/[0-9a-z]+)?$/)?.[1];
  return id ? Number(id) : null;
}

/** The image type the bytes really are (magic numbers), or null for anything else. */
export async function sniffImageType(bytes: Uint8Array): Promise<ImageType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && (IMAGE_TYPES as readonly string[]).includes(detected.mime) ? (detected.mime as ImageType) : null;
}

export type CheckedImage = { bytes: Uint8Array<ArrayBuffer>; contentType: ImageType; byteSize: number };

/**
 * Decodes an upload and checks its size and real type: 400 with a field error on `field` ("data"
 * by default) otherwise. Call it before the transaction that stores it.
 */
export async function checkImageUpload(base64: string, field = "data"): Promise<CheckedImage> {
  const bytes = new Uint8Array(Buffer.from(base64, "base64"));
  if (bytes.byteLength === 0) throw badRequest("Choose an image", { [field]: "Choose an image" });
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw badRequest(IMAGE_TOO_LARGE, { [field]: IMAGE_TOO_LARGE });
  const contentType = await sniffImageType(bytes);
  if (!contentType) throw badRequest(IMAGE_WRONG_TYPE, { [field]: IMAGE_WRONG_TYPE });
  return { bytes, contentType, byteSize: bytes.byteLength };
}

/** Stores a checked image in the caller's transaction; returns its id and address. */
export async function storeImage(tx: Prisma.TransactionClient, image: CheckedImage): Promise<{ id: number; url: string }> {
  const row = await tx.blogImage.create({
    data: { contentType: image.contentType, bytes: image.bytes, byteSize: image.byteSize },
    select: { id: true, createdAt: true },
  });
  return { id: row.id, url: imageUrl(row) };
}

/** "image/png, 12.3 KB": how the audit log describes an upload. */
export const describeImage = (image: Pick<CheckedImage, "contentType" | "byteSize">) =>
  `${image.contentType}, ${(image.byteSize / 1024).toFixed(1)} KB`;

/** One stored image, or null. */
export async function getImage(id: number): Promise<{ contentType: string; bytes: Uint8Array; createdAt: Date } | null> {
  return db.blogImage.findUnique({ where: { id }, select: { contentType: true, bytes: true, createdAt: true } });
}
