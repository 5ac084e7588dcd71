import type { ReactNode } from "react";
import { Brain, Flower2, type LucideIcon } from "lucide-react";

import { ServiceCardSkeleton } from "@/components/services/service-card";

// The two sections of the services page (spec: anchors hypnotherapy and yoga), shared by the
// page and its error state (with its loading placeholders) so they look the same.

export const serviceSections = [
  {
    id: "hypnotherapy",
    category: "hypnotherapy",
    title: "Hypnotherapy Sessions",
    icon: Brain,
    intro: "One-on-one clinical hypnotherapy to calm anxiety, improve sleep, ease pain and IBS, and change habits for good.",
    error: "Error loading hypnotherapy services. Please try again.",
  },
  {
    id: "yoga",
    category: "yoga",
    title: "Yoga Sessions",
    icon: Flower2,
    intro: "Private yoga adapted to your body and goals, from gentle restorative practice to strength and mobility.",
    error: "Error loading yoga services. Please try again.",
  },
] as const satisfies readonly { id: string; category: string; title: string; icon: LucideIcon; intro: string; error: string }[];

export type ServiceSectionInfo = (typeof serviceSections)[number];

export function ServicesIntro() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center gap-4 text-center">
      <h1 className="text-4xl font-semibold sm:text-5xl">Our Services</h1>
      <p className="text-lg leading-relaxed text-muted-foreground">
        Every session is private and tailored to you. Choose a virtual session from anywhere or visit our studio, with clear prices and
        nothing hidden.
      </p>
    </div>
  );
}

export function ServiceSection({ section, children }: { section: ServiceSectionInfo; children: ReactNode }) {
  const Icon = section.icon;
  return (
    <section id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
      <div className="mb-8 flex flex-col gap-3 border-b border-border pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h2 id={`${section.id}-heading`} className="text-2xl font-semibold sm:text-3xl">
            {section.title}
          </h2>
        </div>
        <p className="max-w-md text-muted-foreground">{section.intro}</p>
      </div>
      {children}
    </section>
  );
}

export const serviceGridClasses = "grid gap-6 md:grid-cols-2 lg:grid-cols-3";

/** While a section's services load: three placeholder cards (spec). */
export function ServiceGridPlaceholder({ section }: { section: ServiceSectionInfo }) {
  return (
    <div aria-busy="true">
      <p className="sr-only" role="status">
        Loading {section.title.toLowerCase()}...
      </p>
      <div className={serviceGridClasses}>
        {[0, 1, 2].map((i) => (
          <ServiceCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}
