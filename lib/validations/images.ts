import { z } from "zod";

// The one rule for every image the owner uploads (blog featured images, the practitioner's
// portrait): PNG, JPEG or WebP, up to 2 MB. The form checks it first for a quick answer; the server
// checks the real bytes (lib/content/images.ts).

/** Uploads: the image's bytes as base64 in JSON (the API accepts JSON bodies only). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TOO_LARGE = "The image must be 2 MB or smaller";
export const IMAGE_WRONG_TYPE = "Upload a PNG, JPEG or WebP image";
/** The largest picture an upload may decode to (24 megapixels, a 6000 × 4000 photo). */
export const IMAGE_MAX_PIXELS = 24_000_000;
export const IMAGE_TOO_MANY_PIXELS = "The image must be 24 megapixels or smaller (6000 × 4000)";
export const IMAGE_UNREADABLE = "This image could not be read. Save it again as PNG, JPEG or WebP and upload that";
/** The request body an upload may take: the base64 of IMAGE_MAX_BYTES (2.7 MB) and its other fields. */
export const IMAGE_UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;
/** The file input's accept list (a hint to the browser; the server decides by the bytes). */
export const IMAGE_ACCEPT = "image/png,image/jpeg,image/webp";

/** The base64 field of an upload. */
export const imageDataField = z
  .string("Choose an image")
  .min(1, "Choose an image")
  // base64 of 2 MB is 4/3 as long; anything longer is too large before decoding.
  .max(Math.ceil(IMAGE_MAX_BYTES / 3) * 4, IMAGE_TOO_LARGE)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, "The image could not be read");

export const imageUploadSchema = z.object({ data: imageDataField });

/** The form's early answer for a chosen file (its size and declared type), or null when it may be sent. */
export const imageFileProblem = (file: { size: number; type: string }) =>
  file.size > IMAGE_MAX_BYTES ? IMAGE_TOO_LARGE : IMAGE_ACCEPT.split(",").includes(file.type) ? null : IMAGE_WRONG_TYPE;
