import type { Metadata } from "next";
import { Link } from "@/components/ui/link";

import { defaultOgImage } from "@/lib/seo";
import { siteConfig } from "@/lib/site-config";
import { policyLinks, type Policy } from "@/lib/content/policies";

/** The metadata of a policy page: its own title, summary and canonical address. */
export function policyMetadata(policy: Policy): Metadata {
  return {
    title: policy.title,
    description: policy.summary,
    alternates: { canonical: policy.path },
    openGraph: { title: `${policy.title} | ${siteConfig.name}`, description: policy.summary, url: policy.path, images: [defaultOgImage] },
  };
}

const updatedFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** Privacy, Terms and Cancellation Policy: one readable column, sections as headings, links to the others. */
export function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <article className="mx-auto flex w-full max-w-3xl flex-col gap-10 px-4 py-14 sm:px-6 sm:py-20">
      <header className="flex flex-col gap-4">
        <h1 className="text-4xl font-semibold sm:text-5xl">{policy.title}</h1>
        <p className="text-lg leading-relaxed text-muted-foreground">{policy.summary}</p>
        <p className="text-sm text-muted-foreground">
          Last updated <time dateTime={policy.updated}>{updatedFormat.format(new Date(`${policy.updated}T00:00:00Z`))}</time>
        </p>
      </header>

      {policy.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-3">
          <h2 className="text-2xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((text) => (
            <p key={text.slice(0, 40)} className="leading-relaxed">
              {text}
            </p>
          ))}
          {section.items && (
            <ul className="flex list-disc flex-col gap-2 pl-6 leading-relaxed">
              {section.items.map((item) => (
                <li key={item.slice(0, 40)}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}

      <nav aria-label="Other policies" className="border-t border-border pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {policyLinks
            .filter((link) => link.href !== policy.path)
            .map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="underline underline-offset-4 hover:text-primary">
                  {link.label}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
    </article>
  );
}
