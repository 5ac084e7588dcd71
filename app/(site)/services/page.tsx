import { defaultOgImage } from "@/lib/seo";
import type { Metadata } from "next";

import { ServiceCard } from "@/components/services/service-card";
import { IntroOfferBanner } from "@/components/site/intro-offer";
import { ServiceSection, ServicesIntro, serviceGridClasses, serviceSections } from "@/components/services/services-sections";
import { getIntroOffer } from "@/lib/offers/intro-offer";
import { PackagesSection } from "@/components/purchases/package-card";
import { listActivePackages } from "@/lib/purchases/catalog";
import { listServices } from "@/lib/practice/catalog";
import { getPracticeSettings, isBookable } from "@/lib/practice/settings";
import { siteConfig } from "@/lib/site-config";

// Static, rendered again at once after the owner changes a service, the practice settings or the
// intro offer (lib/content/revalidate), and every minute for other instances (the (site) layout),
// so an intro offer's first and last days also show within a minute: no rebuild.

const description = `Hypnotherapy and yoga sessions with ${siteConfig.practitioner.firstName} ${siteConfig.practitioner.lastName}, virtual or in person. Durations, prices and online booking.`;

export const metadata: Metadata = {
  title: "Our Services",
  description,
  alternates: { canonical: "/services" },
  openGraph: { title: `Our Services | ${siteConfig.name}`, description, url: "/services", images: [defaultOgImage] },
};

export default async function ServicesPage() {
  const [hypnotherapy, yoga, settings, introOffer, packages] = await Promise.all([
    listServices("hypnotherapy"),
    listServices("yoga"),
    getPracticeSettings(),
    getIntroOffer(),
    listActivePackages(),
  ]);
  const byCategory = { hypnotherapy, yoga };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-16 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <ServicesIntro />
      <IntroOfferBanner offer={introOffer} />
      {serviceSections.map((section) => (
        <ServiceSection key={section.id} section={section}>
          {byCategory[section.category].length > 0 ? (
            <ul className={serviceGridClasses}>
              {byCategory[section.category].map((service) => (
                <li key={service.id}>
                  <ServiceCard service={service} bookable={isBookable(service, settings)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="rounded-xl border border-dashed border-border bg-card px-6 py-10 text-center text-muted-foreground">
              No sessions are offered in this category right now. Please contact us to arrange one.
            </p>
          )}
        </ServiceSection>
      ))}
      <PackagesSection packages={packages} />
    </div>
  );
}
