import { defaultOgImage } from "@/lib/seo";
import type { Metadata } from "next";
import { Image } from "@/components/ui/static-image";
import { Link } from "@/components/ui/link";
import { ArrowRight, BadgeCheck, CalendarPlus, Check, HeartHandshake, Laptop, Leaf, Sparkles } from "lucide-react";

import { NewsletterForm } from "@/components/newsletter/newsletter-form";
import { LocalBusinessJsonLd } from "@/components/seo/structured-data";
import { IntroOfferBanner } from "@/components/site/intro-offer";
import { TestimonialsSection } from "@/components/site/testimonials";
import { Button } from "@/components/ui/button";
import { features, hypnotherapyBenefits, hypnotherapyTopics } from "@/lib/content/home";
import { getOpeningHours } from "@/lib/content/opening-hours-cache";
import { getIntroOffer } from "@/lib/offers/intro-offer";
import { getPracticeSettings } from "@/lib/practice/settings";
import { HOME_TESTIMONIALS, listPublishedTestimonials } from "@/lib/practice/testimonials";
import { siteConfig } from "@/lib/site-config";

const title = `${siteConfig.name} | Yoga & Hypnotherapy in ${siteConfig.address.city} and Online`;
const description = `Find your inner balance with private yoga and clinical hypnotherapy with ${siteConfig.practitioner.firstName} ${siteConfig.practitioner.lastName}. Virtual and in-person sessions, transparent pricing, easy online booking.`;

export const metadata: Metadata = {
  title: { absolute: title },
  description,
  alternates: { canonical: "/" },
  openGraph: { title, description, url: "/", images: [defaultOgImage] },
};

const featureIcons = { personal: HeartHandshake, certified: BadgeCheck, flexible: Laptop } as const;

export default async function HomePage() {
  const [openingHours, settings, testimonials, introOffer] = await Promise.all([
    getOpeningHours(),
    getPracticeSettings(),
    listPublishedTestimonials(HOME_TESTIMONIALS),
    getIntroOffer(),
  ]);
  return (
    <>
      <LocalBusinessJsonLd openingHours={openingHours} />

      <div className="border-b border-primary/15 bg-primary-soft">
        <p className="mx-auto flex max-w-7xl items-center justify-center gap-2 px-4 py-2.5 text-center text-sm text-accent-foreground sm:px-6 lg:px-8">
          <Sparkles className="size-4 shrink-0 text-primary" aria-hidden="true" />
          <BannerText text={settings.bannerText} />
        </p>
      </div>

      <section aria-labelledby="hero-heading" className="relative overflow-hidden">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:px-8 lg:py-24">
          <div className="flex flex-col gap-7">
            <p className="inline-flex w-fit items-center gap-2 rounded-full bg-sand px-3.5 py-1.5 text-xs font-semibold uppercase tracking-[0.14em] text-secondary-foreground">
              <Leaf className="size-3.5 text-primary" aria-hidden="true" />
              {siteConfig.tagline}
            </p>
            <h1 id="hero-heading" className="text-4xl font-semibold leading-[1.1] text-foreground sm:text-5xl lg:text-6xl">
              Find your Inner Balance with <span className="text-primary">Yoga &amp; Hypnotherapy</span>
            </h1>
            <div className="flex flex-col gap-4">
              <p className="max-w-xl text-lg leading-relaxed text-muted-foreground">
                A hypnotherapy session with {siteConfig.practitioner.firstName} helps you:
              </p>
              <ul className="grid gap-3 sm:grid-cols-2">
                {hypnotherapyBenefits.map((benefit) => (
                  <li key={benefit} className="flex items-start gap-3 text-foreground">
                    <span className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                      <Check className="size-3.5" aria-hidden="true" strokeWidth={3} />
                    </span>
                    {benefit}
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/schedule">
                  <CalendarPlus aria-hidden="true" />
                  Book a Session
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/services">
                  Explore Services
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>

          <figure className="relative">
            <div aria-hidden="true" className="absolute -inset-3 -z-10 rotate-2 rounded-[2rem] bg-sand" />
            <Image
              src="/images/hero.svg"
              alt="Illustration of a person meditating on a green hillside at sunrise"
              width={640}
              height={500}
              eager
              sizes="(min-width: 1024px) 600px, 100vw"
              className="h-[500px] w-full rounded-3xl object-cover shadow-lg"
            />
            <figcaption className="absolute bottom-5 left-5 inline-flex items-center gap-2 rounded-full bg-card/95 px-4 py-2 text-sm font-semibold text-foreground shadow-md">
              <span className="size-2 rounded-full bg-primary" aria-hidden="true" />
              Virtual &amp; In-Person Sessions
            </figcaption>
          </figure>
        </div>
      </section>

      {introOffer ? (
        <div className="mx-auto w-full max-w-7xl px-4 pb-14 sm:px-6 sm:pb-20 lg:px-8">
          <IntroOfferBanner offer={introOffer} />
        </div>
      ) : null}

      <section aria-labelledby="why-heading" className="border-y border-border bg-card">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 text-center">
            <h2 id="why-heading" className="text-3xl font-semibold sm:text-4xl">
              Why Choose {siteConfig.name}?
            </h2>
            <p className="text-lg leading-relaxed text-muted-foreground">
              We bring together yoga and hypnotherapy to support body and mind. Hypnotherapy sessions help with:
            </p>
            <ul className="flex flex-wrap justify-center gap-2" aria-label="Hypnotherapy topics">
              {hypnotherapyTopics.map((topic) => (
                <li
                  key={topic}
                  className="rounded-full border border-primary/20 bg-primary-soft px-3.5 py-1.5 text-sm font-medium text-accent-foreground"
                >
                  {topic}
                </li>
              ))}
            </ul>
            <p className="leading-relaxed text-muted-foreground">
              Transparent pricing with no hidden fees, and local and online options: visit our {siteConfig.address.city} studio or join from
              home.
            </p>
          </div>

          <ul className="mt-14 grid gap-6 md:grid-cols-3">
            {features.map((feature) => {
              const Icon = featureIcons[feature.icon];
              return (
                <li key={feature.title} className="flex flex-col gap-4 rounded-2xl border border-border bg-background p-7 shadow-sm">
                  <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
                    <Icon className="size-6" aria-hidden="true" />
                  </span>
                  <h3 className="text-xl font-semibold">{feature.title}</h3>
                  <p className="leading-relaxed text-muted-foreground">{feature.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <TestimonialsSection testimonials={testimonials} id="home-testimonials" className="pb-0 sm:pb-0" />

      <section aria-labelledby="newsletter-heading" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-5 rounded-3xl bg-sand/70 px-6 py-12 text-center sm:px-12">
          <h2 id="newsletter-heading" className="text-3xl font-semibold sm:text-4xl">
            Join Our Wellness Community
          </h2>
          <p className="max-w-xl leading-relaxed text-secondary-foreground">
            Gentle yoga sequences, relaxation techniques and news from the practice, a few times a month.
          </p>
          <div className="w-full max-w-lg">
            <NewsletterForm />
          </div>
          <p className="text-sm text-secondary-foreground">We respect your privacy. Unsubscribe at any time.</p>
        </div>
      </section>
    </>
  );
}

/** The owner's banner, its first sentence in bold ("We are officially open! For now ..."). */
function BannerText({ text }: { text: string }) {
  const [, lead = text, rest = ""] = /^(.+?[.!?])(\s.*)?$/s.exec(text) ?? [];
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      <strong className="font-semibold">{lead}</strong>
      {rest}
    </span>
  );
}
