import { describe, expect, it } from "vitest";
import { blogPostingData, localBusinessData } from "@/components/seo/structured-data";
import { siteConfig } from "@/lib/site-config";

describe("LocalBusiness JSON-LD", () => {
  it("describes the practice from the site config", () => {
    const data = localBusinessData();
    expect(data["@type"]).toBe("HealthAndBeautyBusiness");
    expect(data.name).toBe(siteConfig.name);
    expect(data.telephone).toBe(siteConfig.phone);
    expect(data.email).toBe(siteConfig.email);
    expect(data.address).toMatchObject({
      streetAddress: siteConfig.address.street,
      addressLocality: siteConfig.address.city,
      addressRegion: siteConfig.address.state,
      postalCode: siteConfig.address.postalCode,
      addressCountry: "US",
    });
    expect(data.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "20:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "17:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], opens: "10:00", closes: "15:00" },
    ]);
  });
});

describe("BlogPosting JSON-LD", () => {
  it("has headline, dates, author and the canonical URL", () => {
    const post = {
      id: 1,
      slug: "calm",
      title: "Calm",
      excerpt: "Be calm.",
      content: "one two three",
      category: "yoga",
      tags: ["a", "b"],
      featuredImage: "/images/blog/calm.svg",
      viewCount: 5,
      publishedAt: "2026-06-09T14:00:00.000Z",
      author: { firstName: "Maya", lastName: "Reyes" },
    };
    const data = blogPostingData(post);
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: "Calm",
      description: "Be calm.",
      datePublished: post.publishedAt,
      dateModified: post.publishedAt,
      author: { "@type": "Person", name: "Maya Reyes" },
      url: new URL("/blog/calm", siteConfig.url).toString(),
      keywords: "a, b",
      wordCount: 3,
    });
  });
});
