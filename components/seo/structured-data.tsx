import type { BlogPostDTO } from "@/lib/content/blog";
import { defaultOpeningHours, type OpeningHoursGroup } from "@/lib/content/opening-hours";
import { fullAddress, practitionerName, siteConfig } from "@/lib/site-config";

// schema.org JSON-LD for search engines. Server components: they render one inert
// <script type="application/ld+json"> and ship no JavaScript.

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const absoluteUrl = (path: string) => new URL(path, siteConfig.url).toString();

function JsonLd({ data }: { data: Record<string, unknown> }) {
  // "<" is escaped so no text inside the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The practice as a local business (name, address, phone, email, opening hours: the saved working hours). */
export function localBusinessData(openingHours: OpeningHoursGroup[] = defaultOpeningHours()) {
  const { address } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "HealthAndBeautyBusiness",
    "@id": absoluteUrl("/#business"),
    name: siteConfig.name,
    description: siteConfig.description,
    url: absoluteUrl("/"),
    telephone: siteConfig.phone,
    email: siteConfig.email,
    image: absoluteUrl("/opengraph-image"),
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    // One entry per interval of each group of days (closed days have none); midnight is 23:59 in schema.org.
    openingHoursSpecification: openingHours.flatMap((hours) =>
      hours.intervals.map((interval) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: hours.weekdays.map((d) => DAY_NAMES[d]),
        opens: interval.start,
        closes: interval.end === "24:00" ? "23:59" : interval.end,
      })),
    ),
    founder: { "@type": "Person", name: practitionerName, jobTitle: siteConfig.practitioner.title },
    knowsAbout: ["Yoga", "Hypnotherapy", "Mindfulness", "Stress management", "Sleep"],
    areaServed: [
      { "@type": "City", name: `${address.city}, ${address.state}` },
      { "@type": "Country", name: "United States" },
    ],
    hasMap: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(fullAddress)}`,
  };
}

export function LocalBusinessJsonLd({ openingHours }: { openingHours: OpeningHoursGroup[] }) {
  return <JsonLd data={localBusinessData(openingHours)} />;
}

/** One article: headline, dates, author, image, publisher and the page it lives on. */
export function blogPostingData(post: BlogPostDTO, options: { modifiedAt?: string; categoryName?: string } = {}) {
  const url = absoluteUrl(`/blog/${post.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(post.featuredImage),
    datePublished: post.publishedAt,
    dateModified: options.modifiedAt ?? post.publishedAt,
    author: { "@type": "Person", name: `${post.author.firstName} ${post.author.lastName}`, url: absoluteUrl("/about") },
    publisher: { "@type": "Organization", "@id": absoluteUrl("/#business"), name: siteConfig.name, url: absoluteUrl("/") },
    articleSection: options.categoryName ?? post.category,
    keywords: post.tags.join(", "),
    wordCount: post.content.trim().split(/\s+/).length,
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: "https://schema.org/ReadAction",
      userInteractionCount: post.viewCount,
    },
  };
}

export function BlogPostingJsonLd({ post, modifiedAt, categoryName }: { post: BlogPostDTO; modifiedAt?: string; categoryName?: string }) {
  return <JsonLd data={blogPostingData(post, { modifiedAt, categoryName })} />;
}
