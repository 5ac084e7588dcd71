"use client";

import { RotateCcw } from "lucide-react";
import { useTransition } from "react";

import { ServiceGridPlaceholder, ServiceSection, ServicesIntro, serviceSections } from "@/components/services/services-sections";
import { Button } from "@/components/ui/button";

/**
 * The services could not be loaded: the spec's message in each section, with a retry
 * (app/(site)/services/error.tsx). The page itself is static, so this is where its services load
 * in front of the visitor: while Try again fetches them, each section shows its placeholders.
 */
export default function ServicesError({ retry }: { error: Error; retry: () => void }) {
  const [retrying, startRetry] = useTransition();
  return <ServicesErrorView retrying={retrying} onRetry={() => startRetry(retry)} />;
}

export function ServicesErrorView({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-16 px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
      <ServicesIntro />
      {serviceSections.map((section) => (
        <ServiceSection key={section.id} section={section}>
          {retrying ? (
            <ServiceGridPlaceholder section={section} />
          ) : (
            <div
              role="alert"
              className="flex flex-col items-center gap-4 rounded-xl border border-destructive/30 bg-destructive/5 px-6 py-10 text-center"
            >
              <p className="font-medium text-destructive">{section.error}</p>
              <Button variant="outline" onClick={onRetry}>
                <RotateCcw aria-hidden="true" />
                Try again
              </Button>
            </div>
          )}
        </ServiceSection>
      ))}
    </div>
  );
}
