import { db } from "@/lib/db";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import { checkImageUpload, describeImage, storeImage, type ImageType } from "@/lib/content/images";

// Featured images the owner uploads for posts, kept in the shared image store (./images.ts: the
// type and size rule, the database storage and the address GET /api/blog/images/{id}).

/** Stores an upload after checking its size and real type; returns its public address. */
export async function uploadBlogImage(
  actor: AuditActor,
  base64: string,
): Promise<{ id: number; url: string; contentType: ImageType; byteSize: number }> {
  const image = await checkImageUpload(base64);
  const stored = await db.$transaction(async (tx) => {
    const row = await storeImage(tx, image);
    await recordAudit(tx, {
      actor,
      action: "post.image",
      entity: { type: "image", id: row.id },
      summary: `Image uploaded (${describeImage(image)})`,
      before: null,
      after: { contentType: image.contentType, byteSize: image.byteSize, url: row.url },
    });
    return row;
  });
  return { id: stored.id, url: stored.url, contentType: image.contentType, byteSize: image.byteSize };
}
