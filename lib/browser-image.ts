import { IMAGE_ACCEPT, IMAGE_MAX_BYTES } from "@/lib/validations/images";

// A phone's photo (12 megapixels, 3-6 MB as JPEG) is over the upload limit. The owner's image
// fields redraw such a file in the browser, smaller, before sending it; the server still checks the
// bytes it gets (lib/content/images.ts). No image library is a dependency: the browser decodes.

/** The longest side a redrawn photo keeps: sharp on a large screen, a few hundred kB as JPEG. */
export const PHOTO_MAX_SIDE = 2400;
const QUALITIES = [0.85, 0.7, 0.55];

/** The size a width x height image is drawn at so its longest side is at most `max` (never enlarged). */
export function fittedSize(width: number, height: number, max: number = PHOTO_MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The file to upload: an image over the limit redrawn at most PHOTO_MAX_SIDE on its longest side
 * as a JPEG (on white, for a PNG's transparent parts); any other file as it is, also when the
 * browser cannot decode it (the size check then says why it is refused). Browser only.
 */
export async function shrinkLargeImage(file: File): Promise<File> {
  if (file.size <= IMAGE_MAX_BYTES || !IMAGE_ACCEPT.split(",").includes(file.type)) return file;
  try {
    // createImageBitmap applies the photo's EXIF orientation, so a portrait shot stays upright.
    const bitmap = await createImageBitmap(file);
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) return file;
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    for (const quality of QUALITIES) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
      if (blob && blob.size <= IMAGE_MAX_BYTES) return new File([blob], `${file.name.replace(/\.[^.]*$/, "")}.jpg`, { type: "image/jpeg" });
    }
  } catch {
    // Not decodable here: sent as it is, refused by its size.
  }
  return file;
}
