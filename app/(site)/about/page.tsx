import { defaultOgImage } from "@/lib/seo";
import type { Metadata } from "next";
import { Image } from "@/components/ui/static-image";
import Link from "next/link";
import { ArrowRight, Award, Quote } from "lucide-react";

import { Button } from "@/components/ui/button";
import { certifications, yogaPoses } from "@/lib/content/about";
import { practitionerName, siteConfig } from "@/lib/site-config";

const description = `Meet ${practitionerName}, ${siteConfig.practitioner.title}. Her certifications, her mission and the yoga poses you will explore together.`;

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

export default function AboutPage() {
  const { firstName } = siteConfig.practitioner;
  return (
    <>
      <section aria-labelledby="about-heading" className="overflow-x-clip">
        <div className="mx-auto grid w-full max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[0.8fr_1.2fr] lg:gap-16 lg:px-8">
          <figure className="relative order-2 mx-auto w-full max-w-sm lg:order-1 lg:max-w-none">
            <div aria-hidden="true" className="absolute -inset-3 -z-10 -rotate-2 rounded-[2rem] bg-primary-soft" />
            <Image
              src="/images/practitioner.svg"
              alt={`Illustrated portrait of ${practitionerName}`}
              width={480}
              height={560}
              preload
              sizes="(min-width: 1024px) 420px, 384px"
              className="h-auto w-full rounded-3xl shadow-lg"
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
              <p>
                {firstName} came to yoga twenty years ago to recover from a back injury and stayed for the quiet it brought to
                her mind. Curious about why some changes stick and others do not, she went on to train in clinical hypnotherapy,
                and today she brings both practices together in {siteConfig.address.city} and online.
              </p>
              <p>
                Her sessions are calm, practical and built around you. In hypnotherapy she helps clients with anxiety, sleep,
                IBS, pain, smoking and weight, using gentle, evidence-informed techniques and recordings to practise at home. On
                the mat she teaches alignment, breath and rest, adapting every posture to the body in front of her.
              </p>
              <p>
                Before each first session {firstName} takes time to understand your goals, your history and what you hope to
                feel. You will always know what to expect, and you stay in control throughout.
              </p>
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

      <section aria-labelledby="certifications-heading" className="border-y border-border bg-card">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
          <div className="mx-auto mb-12 flex max-w-2xl flex-col items-center gap-4 text-center">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Award className="size-6" aria-hidden="true" />
            </span>
            <h2 id="certifications-heading" className="text-3xl font-semibold sm:text-4xl">
              Certifications &amp; Training
            </h2>
            <p className="text-muted-foreground">
              {firstName} keeps learning, so that every session rests on sound, current training in both disciplines.
            </p>
          </div>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {certifications.map((certification) => (
              <li key={certification.image}>
                <figure className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-background shadow-sm">
                  <Image
                    src={certification.image}
                    alt={`${certification.title} certificate`}
                    width={480}
                    height={360}
                    sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                    className="h-auto w-full"
                  />
                  <figcaption className="flex flex-col gap-1 border-t border-border px-5 py-4">
                    <span className="font-display text-lg font-semibold text-foreground">{certification.title}</span>
                    <span className="text-sm text-muted-foreground">{certification.issuer}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <div className="mx-auto flex max-w-3xl flex-col items-center gap-6 text-center">
          <Quote className="size-10 text-primary/60" aria-hidden="true" />
          <h2 id="mission-heading" className="text-3xl font-semibold sm:text-4xl">
            Our Mission
          </h2>
          <p className="font-display text-xl leading-relaxed text-foreground sm:text-2xl">
            To help every client find their inner balance: a calmer mind, a stronger body and the confidence to make lasting
            change, through personal care that meets them where they are.
          </p>
          <p className="leading-relaxed text-muted-foreground">
            We keep our sessions small, our prices transparent and our doors open both in {siteConfig.address.city} and online, so
            that support is never out of reach.
          </p>
        </div>
      </section>

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
