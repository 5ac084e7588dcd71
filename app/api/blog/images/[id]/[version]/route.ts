import { apiRoute } from "@/lib/api/handler";
import { IMAGE_NOT_FOUND, imageNotFound, servedImage } from "@/lib/content/image-response";
import { getImage, imageVersion } from "@/lib/content/images";
import { idField } from "@/lib/validations/fields";
import { z } from "zod";

// GET /api/blog/images/{id}/{version} -> the bytes of that upload, with its sniffed Content-Type:
// any image of the shared store (blog featured images, the practitioner's portrait). The address
// names one upload for good, so browsers, CDNs and the image optimiser may keep it for a year;
// another version of the id (an address from before a restore or a reset) is a 404.
const params = z.object({ id: idField(IMAGE_NOT_FOUND), version: z.string().regex(/^[0-9a-z]{1,16}$/, IMAGE_NOT_FOUND) });

export const GET = apiRoute({ params }, async ({ params }) => {
  const image = await getImage(params.id);
  if (!image || imageVersion(image.createdAt) !== params.version) throw imageNotFound();
  return servedImage(params.id, image, "public, max-age=31536000, immutable");
});
