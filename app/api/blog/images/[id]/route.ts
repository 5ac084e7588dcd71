import { apiRoute } from "@/lib/api/handler";
import { getImage } from "@/lib/content/images";
import { notFound } from "@/lib/errors";
import { idField } from "@/lib/validations/fields";
import { z } from "zod";

const IMAGE_NOT_FOUND = "Image not found";

// GET /api/blog/images/{id} -> the image's bytes with its sniffed Content-Type: any image of the
// shared store (blog featured images, the practitioner's portrait). An id's bytes never
// change, so browsers and CDNs may keep it for a year.
export const GET = apiRoute({ params: z.object({ id: idField(IMAGE_NOT_FOUND) }) }, async ({ params }) => {
  const image = await getImage(params.id);
  if (!image) throw notFound(IMAGE_NOT_FOUND);
  return new Response(Buffer.from(image.bytes), {
    headers: {
      "content-type": image.contentType,
      "content-length": String(image.bytes.byteLength),
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
    },
  });
});
