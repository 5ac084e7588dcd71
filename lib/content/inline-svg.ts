import { readFileSync } from "node:fs";
import { join } from "node:path";
import svgToTinyDataUri from "mini-svg-data-uri";

/** The largest artwork inlined: the site's illustrations are 1-2 kB; a bigger file is worth its own request. */
export const INLINE_SVG_MAX_BYTES = 4096;

const inlined = new Map<string, string | null>();

/**
 * A small SVG illustration of the site's own (`/images/....svg` in public/) as a data: URL, so the
 * page's first image paints with the page instead of waiting for its own request; null for anything
 * else (photos, uploads, bigger files, a file that cannot be read: they keep their URL). Read once
 * per process; next.config.ts traces public/images/**\/*.svg into the server's files.
 */
export function inlineSvgDataUrl(src: string): string | null {
  if (!/^\/images\/[\w/-]+\.svg$/.test(src)) return null;
  if (!inlined.has(src)) {
    let url: string | null = null;
    try {
      const svg = readFileSync(join(process.cwd(), "public", src), "utf8");
      if (Buffer.byteLength(svg) <= INLINE_SVG_MAX_BYTES) url = svgToTinyDataUri(svg);
    } catch {
      url = null;
    }
    inlined.set(src, url);
  }
  return inlined.get(src) ?? null;
}
