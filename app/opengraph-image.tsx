import { ogContentType, ogSize, siteOgImage } from "@/components/seo/og-image";
import { defaultOgImage } from "@/lib/seo";

// The default share image for every page without its own.
export const alt = defaultOgImage.alt;
export const size = ogSize;
export const contentType = ogContentType;

export default function OpengraphImage() {
  return siteOgImage();
}
