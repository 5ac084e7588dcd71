import { defaultOgImage } from "@/lib/seo";
import type { Metadata } from "next";
import { Clock, Mail, MapPin, Phone } from "lucide-react";

import { ContactForm } from "@/components/contact/contact-form";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { getOpeningHours } from "@/lib/content/opening-hours-cache";
import { fullAddress, siteConfig } from "@/lib/site-config";

const description = `Questions about yoga or hypnotherapy? Write to ${siteConfig.name}, call ${siteConfig.phone} or visit us in ${siteConfig.address.city}. Opening hours and contact details.`;

export const metadata: Metadata = {
  title: "Contact Us",
  description,
  alternates: { canonical: "/contact" },
  openGraph: { title: `Contact Us | ${siteConfig.name}`, description, url: "/contact", images: [defaultOgImage] },
};

const linkClasses = "rounded-sm text-foreground underline-offset-4 hover:text-primary hover:underline";

export default async function ContactPage() {
  const openingHours = await getOpeningHours();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-4 text-center">
        <h1 className="text-4xl font-semibold sm:text-5xl">Contact Us</h1>
        <p className="text-lg leading-relaxed text-muted-foreground">
          Have a question about a session, or not sure which service is right for you? Send us a message and we will get back to you soon.
        </p>
      </div>

      <div className="grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <Card className="gap-6">
          <CardHeader>
            <CardTitle as="h2" className="text-2xl">
              Send us a message
            </CardTitle>
            <CardDescription>All fields are required.</CardDescription>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>

        <aside aria-labelledby="details-heading" className="flex flex-col gap-6 rounded-xl border border-border bg-sand/50 p-5 sm:p-8">
          <h2 id="details-heading" className="text-2xl font-semibold">
            Contact details
          </h2>
          <address className="flex flex-col gap-5 not-italic">
            <Detail icon={MapPin} label="Address">
              {fullAddress}
            </Detail>
            <Detail icon={Phone} label="Phone">
              <a href={siteConfig.phoneHref} className={linkClasses}>
                {siteConfig.phone}
              </a>
            </Detail>
            <Detail icon={Mail} label="Email">
              <a href={`mailto:${siteConfig.email}`} className={`${linkClasses} [overflow-wrap:anywhere]`}>
                {siteConfig.email}
              </a>
            </Detail>
          </address>

          <div className="flex gap-3 sm:gap-4">
            <DetailIcon icon={Clock} />
            <div className="flex flex-col gap-1.5">
              <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">Opening Hours</h3>
              <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1.5 text-secondary-foreground">
                {openingHours.map((hours) => (
                  <div key={hours.label} className="contents">
                    <dt className="font-medium text-foreground">{hours.label}</dt>
                    <dd>{hours.display}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>

          <div className="flex flex-col gap-3 border-t border-border pt-6">
            <h3 className="font-sans text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">Follow us</h3>
            <ul className="flex flex-wrap gap-2">
              {siteConfig.social.map((social) => (
                <li key={social.name}>
                  <SocialLink name={social.name} href={social.href} />
                </li>
              ))}
            </ul>
          </div>
        </aside>
      </div>
    </div>
  );
}

/**
 * A social profile link. The spec's links have no targets yet (href "#" in site config); once the
 * owner fills in a real profile URL it opens in a new tab.
 */
function SocialLink({ name, href }: { name: string; href: string }) {
  const external = /^https?:\/\//.test(href);
  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className="inline-flex h-10 items-center rounded-full border border-control/50 bg-card px-4 text-sm font-medium text-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
    >
      {name}
      {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
    </a>
  );
}

function DetailIcon({ icon: Icon }: { icon: typeof MapPin }) {
  return (
    <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-card text-primary shadow-xs sm:size-10">
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

function Detail({ icon, label, children }: { icon: typeof MapPin; label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3 sm:gap-4">
      <DetailIcon icon={icon} />
      <div className="flex flex-col gap-0.5">
        <span className="text-xs font-semibold uppercase tracking-[0.14em] text-muted-foreground">{label}</span>
        <span className="text-secondary-foreground">{children}</span>
      </div>
    </div>
  );
}
