import { defaultOgImage } from "@/lib/seo";
import type { Metadata } from "next";
import { Image } from "@/components/ui/static-image";
import { Link } from "@/components/ui/link";
import { ArrowRight, Award, BadgeCheck, Quote } from "lucide-react";

import { TestimonialsSection } from "@/components/site/testimonials";
import { Button } from "@/components/ui/button";
import { PORTRAIT_SIZE, yogaPoses } from "@/lib/content/about";
import { getPublicProfile } from "@/lib/practice/profile";
import { listPublishedTestimonials } from "@/lib/practice/testimonials";
import { practitionerName, siteConfig } from "@/lib/site-config";

const description = `Meet ${practitionerName}, ${siteConfig.practitioner.title}. Her credentials, what her clients say, her mission and the yoga poses you will explore together.`;

export const metadata: Metadata = {
  title: `About ${practitionerName}`,
  description,
  alternates: { canonical: "/about" },
  openGraph: {
    title: `About ${practitionerName} | ${siteConfig.name}`,
    description,
    url: "/about",
    images: [defaultOgImage],
  },
};

export default async function AboutPage() {
  const { firstName } = siteConfig.practitioner;
  const [profile, testimonials] = await Promise.all([getPublicProfile(), listPublishedTestimonials()]);
  return (
    <>
      <section aria-labelledby="about-heading" className="overflow-x-clip">
        <div className="mx-auto grid w-full max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16 lg:px-8">
          <figure className="relative order-2 mx-auto w-full max-w-sm lg:order-1 lg:max-w-none">
            <div aria-hidden="true" className="absolute -inset-3 -z-10 -rotate-2 rounded-[2rem] bg-primary-soft" />
            <Image
              src={profile.portrait.src}
              alt={profile.portrait.alt}
              width={PORTRAIT_SIZE.width}
              height={PORTRAIT_SIZE.height}
              eager
              sizes="(min-width: 1024px) 420px, 384px"
              className="aspect-[480/560] h-auto w-full rounded-3xl object-cover shadow-lg"
            />
            <figcaption className="mt-4 text-center text-sm text-muted-foreground">
              {practitionerName}, {siteConfig.practitioner.title}
            </figcaption>
          </figure>

          <div className="order-1 flex flex-col gap-6 lg:order-2">
            <p className="text-xs font-semibold uppercase tracking-[0.14em] text-primary">About {siteConfig.name}</p>
            <h1 id="about-heading" className="text-4xl font-semibold leading-tight sm:text-5xl">
              Meet {practitionerName}
            </h1>
            <div className="flex flex-col gap-4 text-lg leading-relaxed text-muted-foreground">
              {profile.paragraphs.map((paragraph, i) => (
                <p key={i}>{paragraph}</p>
              ))}
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Button asChild size="lg">
                <Link href="/schedule">Book a Session</Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link href="/services">
                  Explore Services
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          </div>
        </div>
      </section>

      {profile.credentials.length ? (
        <section aria-labelledby="credentials-heading" className="border-y border-border bg-card">
          <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
            <div className="mx-auto mb-12 flex max-w-2xl flex-col items-center gap-4 text-center">
              <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
                <Award className="size-6" aria-hidden="true" />
              </span>
              <h2 id="credentials-heading" className="text-3xl font-semibold sm:text-4xl">
                Credentials &amp; Training
              </h2>
              <p className="text-muted-foreground">
                {firstName} keeps learning, so that every session rests on sound, current training in both disciplines.
              </p>
            </div>
            <ul className="grid gap-4 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
              {profile.credentials.map((credential) => (
                <li
                  key={credential.id}
                  data-testid="credential"
                  className="flex gap-4 rounded-2xl border border-border bg-background p-5 shadow-sm"
                >
                  <BadgeCheck className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
                  <div className="flex min-w-0 flex-col gap-1">
                    <span className="font-display text-lg font-semibold text-foreground [overflow-wrap:anywhere]">{credential.title}</span>
                    <span className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                      {credential.issuer}, {credential.year}
                    </span>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="mission-heading" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
          <Quote className="size-10 text-primary/60" aria-hidden="true" />
          <h2 id="mission-heading" className="text-3xl font-semibold sm:text-4xl">
            Our Mission
          </h2>
          <p className="font-display text-xl leading-relaxed text-foreground sm:text-2xl">
            To help every client find their inner balance: a calmer mind, a stronger body and the confidence to make lasting change, through
            personal care that meets them where they are.
          </p>
          <p className="leading-relaxed text-muted-foreground">
            We keep our sessions small, our prices transparent and our doors open both in {siteConfig.address.city} and online, so that
            support is never out of reach.
          </p>
        </div>
      </section>

      <TestimonialsSection testimonials={testimonials} id="about-testimonials" className="border-t border-border bg-card/60" />

      <section aria-labelledby="poses-heading" className="border-t border-border bg-sand/40">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <div className="mx-auto mb-12 flex max-w-2xl flex-col items-center gap-4 text-center">
            <h2 id="poses-heading" className="text-3xl font-semibold sm:text-4xl">
              Poses We Practice
            </h2>
            <p className="text-muted-foreground">
              A few of the postures you may explore in a private yoga session, always adapted to your body.
            </p>
          </div>
          <ul className="grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-4">
            {yogaPoses.map((pose) => (
              <li key={pose.image}>
                <figure className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
                  <Image
                    src={pose.image}
                    alt={pose.alt}
                    width={400}
                    height={400}
                    sizes="(min-width: 1024px) 290px, 50vw"
                    className="aspect-square h-auto w-full"
                  />
                  <figcaption className="flex flex-col gap-1 px-4 py-4">
                    <span className="font-display text-base font-semibold text-foreground sm:text-lg">{pose.name}</span>
                    <span className="text-sm italic text-muted-foreground">{pose.sanskrit}</span>
                    <span className="text-sm text-muted-foreground">{pose.benefit}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
