import { getSessionUser } from "@/lib/auth/current-user";
import { isShownToPublic } from "@/lib/content/images";
import { AppError } from "@/lib/errors";

// The answer of the image store's two addresses (app/api/blog/images): the bytes with their
// sniffed type, never sniffed again by the browser. The public gets only what a published post or
// the portrait shows; the owner also gets her drafts' and fresh uploads' images, never cached.

export const IMAGE_NOT_FOUND = "Image not found";

/** 404, and no cache keeps it: the image may be published a minute later. */
export const imageNotFound = () => new AppError(404, IMAGE_NOT_FOUND, undefined, { "cache-control": "no-store" });

/** A stored image for whoever may see it (`publicCache` when anyone may), else 404. */
export async function servedImage(id: number, image: { contentType: string; bytes: Uint8Array }, publicCache: string): Promise<Response> {
  if (await isShownToPublic(id)) return imageResponse(image, publicCache);
  const user = await getSessionUser().catch(() => null);
  if (user?.isAdmin) return imageResponse(image, "private, no-store");
  throw imageNotFound();
}

function imageResponse(image: { contentType: string; bytes: Uint8Array }, cacheControl: string): Response {
  return new Response(Buffer.from(image.bytes), {
    headers: {
      "content-type": image.contentType,
      "content-length": String(image.bytes.byteLength),
      "cache-control": cacheControl,
      "x-content-type-options": "nosniff",
    },
  });
}
