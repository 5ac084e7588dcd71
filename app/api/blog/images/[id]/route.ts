import { apiRoute } from "@/lib/api/handler";
import { IMAGE_NOT_FOUND, imageNotFound, servedImage } from "@/lib/content/image-response";
import { getImage } from "@/lib/content/images";
import { idField } from "@/lib/validations/fields";
import { z } from "zod";

// GET /api/blog/images/{id} -> the image's bytes: the address of posts written before uploads had
// versions. The same id can be another picture after a restore or a reset, so caches check again
// each time; new uploads are served under /api/blog/images/{id}/{version}, kept for good.
export const GET = apiRoute({ params: z.object({ id: idField(IMAGE_NOT_FOUND) }) }, async ({ params }) => {
  const image = await getImage(params.id);
  if (!image) throw imageNotFound();
  return servedImage(params.id, image, "public, max-age=0, must-revalidate");
});
