import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { ImageResponse } from "next/og";

import type { BlogCategoryDTO, BlogPostDTO } from "@/lib/content/blog";
import { practitionerName, siteConfig } from "@/lib/site-config";

// Open Graph images (1200x630 PNG) drawn with next/og. It renders offline with its bundled
// font, so builds need no network. Social sites do not show SVG, hence PNG here.

export const ogSize = { width: 1200, height: 630 };
export const ogContentType = "image/png";

const palette = { sand: "#f4ede1", sage: "#3d6b52", sageSoft: "#dce8df", ink: "#1f2a24", muted: "#5b6560" };

/** A public/ SVG as a data URL for <img> inside the image. */
async function svgDataUrl(publicPath: string): Promise<string | null> {
  try {
    const svg = await readFile(join(process.cwd(), "public", publicPath.replace(/^\/+/, "")));
    return `data:image/svg+xml;base64,${svg.toString("base64")}`;
  } catch {
    return null;
  }
}

function Mark() {
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 16 }}>
      <div
        style={{
          width: 48,
          height: 48,
          borderRadius: 24,
          background: palette.sage,
          display: "flex",
          alignItems: "center",
          justifyContent: "center",
        }}
      >
        <div style={{ width: 20, height: 28, borderRadius: "20px 2px 20px 2px", background: palette.sageSoft }} />
      </div>
      <div style={{ fontSize: 30, color: palette.ink }}>{siteConfig.name}</div>
    </div>
  );
}

/** The site-wide default: name, tagline, practitioner and where. */
export function siteOgImage() {
  return new ImageResponse(
    <div style={{ width: "100%", height: "100%", display: "flex", background: palette.sand, position: "relative" }}>
      <div
        style={{
          position: "absolute",
          right: -160,
          top: -120,
          width: 620,
          height: 620,
          borderRadius: 310,
          background: palette.sageSoft,
          display: "flex",
        }}
      />
      <div
        style={{
          position: "absolute",
          right: 40,
          top: 40,
          width: 360,
          height: 360,
          borderRadius: 180,
          border: `3px solid ${palette.sage}`,
          opacity: 0.25,
          display: "flex",
        }}
      />
      <div style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", padding: "72px 80px", width: "100%" }}>
        <Mark />
        <div style={{ display: "flex", flexDirection: "column", gap: 20, maxWidth: 820 }}>
          <div style={{ fontSize: 76, lineHeight: 1.08, color: palette.ink, letterSpacing: -1.5 }}>
            Find your Inner Balance with Yoga &amp; Hypnotherapy
          </div>
          <div style={{ fontSize: 30, color: palette.muted }}>
            {`${practitionerName} · Virtual & In-Person Sessions · ${siteConfig.address.city}, ${siteConfig.address.state}`}
          </div>
        </div>
        <div style={{ display: "flex", height: 10, width: 160, borderRadius: 5, background: palette.sage }} />
      </div>
    </div>,
    ogSize,
  );
}

/** One article: category, title, author, with its illustration. */
export async function postOgImage(post: Pick<BlogPostDTO, "title" | "featuredImage" | "author">, category: BlogCategoryDTO | undefined) {
  const image = await svgDataUrl(post.featuredImage);
  const titleSize = post.title.length > 60 ? 52 : 60;
  return new ImageResponse(
    <div style={{ width: "100%", height: "100%", display: "flex", background: palette.sand }}>
      <div
        style={{ display: "flex", flexDirection: "column", justifyContent: "space-between", padding: "64px 56px 64px 72px", width: 640 }}
      >
        <Mark />
        <div style={{ display: "flex", flexDirection: "column", gap: 24 }}>
          {category ? (
            <div style={{ display: "flex" }}>
              <div style={{ background: category.color, color: "#ffffff", fontSize: 24, padding: "8px 22px", borderRadius: 999 }}>
                {category.name}
              </div>
            </div>
          ) : null}
          <div style={{ fontSize: titleSize, lineHeight: 1.12, color: palette.ink, letterSpacing: -1 }}>{post.title}</div>
        </div>
        <div style={{ fontSize: 26, color: palette.muted }}>{`By ${post.author.firstName} ${post.author.lastName}`}</div>
      </div>
      <div
        style={{
          display: "flex",
          width: 560,
          height: "100%",
          background: palette.sageSoft,
          alignItems: "center",
          justifyContent: "center",
        }}
      >
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- satori draws plain <img> only
          <img src={image} width={560} height={630} style={{ objectFit: "cover" }} alt="" />
        ) : null}
      </div>
    </div>,
    ogSize,
  );
}
