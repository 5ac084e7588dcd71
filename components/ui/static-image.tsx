import { getImageProps, type ImageProps } from "next/image";

import { inlineSvgDataUrl } from "@/lib/content/inline-svg";

type Props = Omit<ImageProps, "priority" | "preload" | "loading" | "fetchPriority" | "onLoad" | "onError" | "placeholder"> & {
  /** The page's LCP, or above the fold: load it at once and at high priority instead of lazily. */
  eager?: boolean;
};

/**
 * next/image for pages rendered on the server: the same markup (sizes, srcset through the image
 * optimizer for photos, SVG artwork as it is, lazy unless eager) as a plain <img>, so the page
 * ships none of next/image's client code. Not for images that need onLoad, onError or
 * a blur placeholder: those stay next/image.
 *
 * React hints a preload for every eager <img> a server component renders, and the hint rides in
 * the page's payload: every page that prefetched a link to this one downloaded its images too. An
 * <img> inside <picture> gets no hint (its source is the browser's choice); the <img> is in the
 * server's HTML, where the preload scanner finds it as early. `display: contents` keeps the
 * layout the <img>'s own.
 *
 * An eager image that is one of the site's small SVG illustrations is inlined as a data: URL: it
 * is the page's largest paint on the blog, and its own request shared a slow link with the fonts,
 * stylesheet and scripts (decision U21).
 */
export function Image({ eager = false, ...rest }: Props) {
  const { props } = getImageProps({ ...rest, loading: eager ? "eager" : "lazy", fetchPriority: eager ? "high" : undefined });
  const inline = eager && typeof rest.src === "string" ? inlineSvgDataUrl(rest.src) : null;
  // The alt text is a required prop (checked by the type above).
  return (
    <picture className="contents">
      <img {...props} {...(inline && { src: inline, srcSet: undefined })} alt={rest.alt} />
    </picture>
  );
}
