import { Quote } from "lucide-react";

import type { PublicTestimonial } from "@/lib/practice/testimonials";
import { cn } from "@/lib/utils";

/**
 * Client testimonials as the About and Home pages show them (server-rendered, no script): the
 * published ones, in the owner's order. Nothing at all when there are none.
 */
export function TestimonialsSection({
  testimonials,
  id,
  className,
}: {
  testimonials: PublicTestimonial[];
  id: string;
  className?: string;
}) {
  if (!testimonials.length) return null;
  return (
    <section aria-labelledby={`${id}-heading`} className={cn("px-4 py-16 sm:px-6 sm:py-20 lg:px-8", className)}>
      <div className="mx-auto max-w-7xl">
        <div className="mx-auto mb-12 flex max-w-2xl flex-col items-center gap-4 text-center">
          <h2 id={`${id}-heading`} className="text-3xl font-semibold sm:text-4xl">
            What Clients Say
          </h2>
          <p className="text-muted-foreground">In their own words, shared with their permission.</p>
        </div>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {testimonials.map((t) => (
            <li key={t.id} data-testid="testimonial">
              <figure className="flex h-full flex-col gap-5 rounded-2xl border border-border bg-card p-6 shadow-sm sm:p-7">
                <Quote className="size-7 shrink-0 text-primary/60" aria-hidden="true" />
                <blockquote className="flex-1 font-display text-lg leading-relaxed text-foreground [overflow-wrap:anywhere]">
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className="flex flex-col gap-0.5 border-t border-border pt-4 text-sm">
                  <span className="font-semibold text-foreground [overflow-wrap:anywhere]">{t.author}</span>
                  {t.context ? <span className="text-muted-foreground [overflow-wrap:anywhere]">{t.context}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
