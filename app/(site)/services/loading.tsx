import { ServiceCardSkeleton } from "@/components/services/service-card";
import { ServiceSection, ServicesIntro, serviceGridClasses, serviceSections } from "@/components/services/services-sections";

/** While services load: three placeholder cards per section (spec). */
export default function ServicesLoading() {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-16 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <ServicesIntro />
      <p className="sr-only" role="status">
        Loading services...
      </p>
      {serviceSections.map((section) => (
        <ServiceSection key={section.id} section={section} busy>
          <div className={serviceGridClasses}>
            {[0, 1, 2].map((i) => (
              <ServiceCardSkeleton key={i} />
            ))}
          </div>
        </ServiceSection>
      ))}
    </div>
  );
}
