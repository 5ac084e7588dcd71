// The answer of the image store's two addresses (app/api/blog/images): the bytes with their
// sniffed type, never sniffed again by the browser.

export const IMAGE_NOT_FOUND = "Image not found";

export function imageResponse(image: { contentType: string; bytes: Uint8Array }, cacheControl: string): Response {
  return new Response(Buffer.from(image.bytes), {
    headers: {
      "content-type": image.contentType,
      "content-length": String(image.bytes.byteLength),
      "cache-control": cacheControl,
      "x-content-type-options": "nosniff",
    },
  });
}
