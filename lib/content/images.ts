import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import { db, Prisma } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { recordAudit, SYSTEM_ACTOR } from "@/lib/audit/record";
import { log } from "@/lib/ops/log";
import {
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_MAX_PIXELS,
  IMAGE_UNREADABLE,
  IMAGE_WRONG_TYPE,
} from "@/lib/validations/images";

// The shared image store: every image the owner uploads (blog featured images, the practitioner's
// portrait) is kept in the database (any deployment keeps it; no disk or bucket to configure) and
// served by GET /api/blog/images/{id}/{version} with a year-long cache. The version is the upload's
// moment, so an address names one upload for good: after a restore or a reset that reuses ids, an
// old address is a 404, never another picture. The type and size rule is checked here, once.
//
// What is stored is never the uploaded file: the picture is decoded and encoded again, so nothing
// but pixels survives (no camera metadata or GPS position, no script or page hidden in or after
// the image). The public sees only the images a published post or the portrait shows; an upload
// nothing shows a day later is deleted (`deleteUnusedImages`, a scheduled job).

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
 * Decodes an upload, checks its size and real type, and encodes the picture again in the same type
 * (turned upright by its orientation tag, every other byte dropped): 400 with a field error on
 * `field` ("data" by default) otherwise. Call it before the transaction that stores it.
 */
export async function checkImageUpload(base64: string, field = "data"): Promise<CheckedImage> {
  const refuse = (message: string) => badRequest(message, { [field]: message });
  const upload = new Uint8Array(Buffer.from(base64, "base64"));
  if (upload.byteLength === 0) throw refuse("Choose an image");
  if (upload.byteLength > IMAGE_MAX_BYTES) throw refuse(IMAGE_TOO_LARGE);
  const contentType = await sniffImageType(upload);
  if (!contentType) throw refuse(IMAGE_WRONG_TYPE);
  const bytes = await reencode(upload, contentType).catch((error: unknown) => {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw refuse(IMAGE_TOO_MANY_PIXELS);
    throw refuse(IMAGE_UNREADABLE);
  });
  return { bytes, contentType, byteSize: bytes.byteLength };
}

const encoders = {
  // libjpeg-turbo, not mozjpeg: a 2 MB photo takes about 60 ms instead of over a second.
  "image/png": (image: Sharp) => image.png(),
  "image/jpeg": (image: Sharp) => image.jpeg({ quality: 85 }),
  "image/webp": (image: Sharp) => image.webp({ quality: 85 }),
} satisfies Record<ImageType, (image: Sharp) => Sharp>;

async function reencode(upload: Uint8Array, type: ImageType): Promise<Uint8Array<ArrayBuffer>> {
  // A damaged file fails here (sharp fails on libvips' warnings), and the pixel limit stops a small
  // file that decodes to a huge picture before it takes the server's memory.
  const decoded = sharp(upload, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: "warning" }).rotate();
  return new Uint8Array(await encoders[type](decoded).toBuffer());
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

// A post names its featured image by address, with or without the upload's version (older posts).
const postShows = (imageId: Prisma.Sql) => Prisma.sql`"featuredImage" ~ ('^/api/blog/images/' || ${imageId} || '(/[0-9a-z]+)?$')`;

/** Whether the public may see an image: the portrait, or the featured image of a published post. */
export async function isShownToPublic(id: number, now = new Date()): Promise<boolean> {
  const [{ shown }] = await db.$queryRaw<[{ shown: boolean }]>`
    SELECT EXISTS (SELECT 1 FROM "Practitioner" WHERE "portraitImageId" = ${id})
        OR EXISTS (SELECT 1 FROM "BlogPost" WHERE "publishedAt" <= ${now} AND ${postShows(Prisma.sql`${id}::text`)}) AS shown`;
  return shown;
}

/** How long an upload nothing shows is kept: the editor's session that uploaded it has long ended. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the uploads older than a day that no post (draft or not) and not the portrait shows, and
 * audits each; returns how many. Race-safe with a post saved at that moment: each image is locked
 * and checked again before it goes, and a post's save locks the image it names (`lockImageForPost`),
 * so the post keeps its image or is refused with "Upload the featured image again".
 */
export async function deleteUnusedImages(now = new Date()): Promise<number> {
  const unused = Prisma.sql`NOT EXISTS (SELECT 1 FROM "Practitioner" WHERE "portraitImageId" = i.id)
    AND NOT EXISTS (SELECT 1 FROM "BlogPost" WHERE ${postShows(Prisma.sql`i.id::text`)})`;
  const cutoff = new Date(now.getTime() - UNUSED_IMAGE_GRACE_MS);
  const candidates = await db.$queryRaw<{ id: number }[]>`SELECT i.id FROM "BlogImage" i WHERE i."createdAt" < ${cutoff} AND ${unused}`;
  let deleted = 0;
  for (const { id } of candidates) {
    const gone = await db.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "BlogImage" WHERE id = ${id} FOR UPDATE`;
      // A new statement sees what committed while it waited for the lock (a post saved with it).
      const rows = await tx.$queryRaw<
        { byteSize: number }[]
      >`DELETE FROM "BlogImage" i WHERE i.id = ${id} AND ${unused} RETURNING i."byteSize"`;
      if (rows.length === 0) return false;
      await recordAudit(tx, {
        actor: SYSTEM_ACTOR,
        action: "image.delete",
        entity: { type: "image", id },
        summary: `Unused image deleted (${(rows[0].byteSize / 1024).toFixed(1)} KB, shown nowhere for a day)`,
        before: { byteSize: rows[0].byteSize },
        after: null,
      });
      return true;
    });
    if (gone) deleted++;
  }
  if (deleted > 0) log("info", "unused images deleted", { deleted });
  return deleted;
}

/**
 * Locks the uploaded image a post is saved with, in the post's transaction, so the clean-up cannot
 * delete it before the post commits; false when it is gone.
 */
export async function lockImageForPost(tx: Prisma.TransactionClient, id: number): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM "BlogImage" WHERE id = ${id} FOR KEY SHARE`;
  return rows.length === 1;
}
