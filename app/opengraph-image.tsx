import { ogContentType, ogSize, siteOgImage } from "@/components/seo/og-image";
import { siteConfig } from "@/lib/site-config";

// The default share image for every page without its own.
export const alt = `${siteConfig.name}: yoga and hypnotherapy, virtual and in person`;
export const size = ogSize;
export const contentType = ogContentType;

export default function OpengraphImage() {
  return siteOgImage();
}
