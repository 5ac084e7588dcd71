import { preload as preloadResource } from "react-dom";
import { getImageProps, type ImageProps } from "next/image";

/**
 * next/image for pages rendered on the server: the same markup (sizes, srcset through the image
 * optimizer for photos, SVG artwork as it is, lazy unless preloaded) as a plain <img>, so the page
 * ships none of next/image's client code (issue 14). `preload` adds the <link rel="preload"> and
 * fetchpriority="high" for the image that is the page's LCP. Not for images that need onLoad,
 * onError or a blur placeholder: those stay next/image.
 */
export function Image({ preload = false, fetchPriority, ...rest }: Omit<ImageProps, "priority" | "onLoad" | "onError" | "placeholder">) {
  const { props } = getImageProps({ ...rest, preload, fetchPriority: fetchPriority ?? (preload ? "high" : undefined) });
  if (preload) {
    preloadResource(props.src, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
    });
  }
  // The alt text is a required prop (checked by the type above), passed on in `props`.
  return <img {...props} />;
}
