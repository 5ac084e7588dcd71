import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

// The boundary (app/(site)/services/error.tsx) loads this view only when an error shows.
import ServicesError, { ServicesErrorView } from "@/components/services/services-error";
import { ServiceGridPlaceholder, serviceSections } from "@/components/services/services-sections";
import { ServiceCard, sessionLabel } from "@/components/services/service-card";
import type { ServiceDTO } from "@/lib/practice/catalog";

// jsdom is not installed in this project: render on the server and inspect the HTML.
const html = (node: React.ReactElement) => renderToStaticMarkup(node);
const count = (markup: string, needle: string) => markup.split(needle).length - 1;

const service: ServiceDTO = {
  id: 7,
  name: "Private Yoga (In-Person)",
  category: "yoga",
  duration: 75,
  isVirtual: false,
  price: 10500,
  description: "Hands-on guidance in the studio.",
};

describe("service card", () => {
  it("labels the session as the spec words it", () => {
    expect(sessionLabel({ duration: 60, isVirtual: true })).toBe("60-minute virtual");
    expect(sessionLabel({ duration: 75, isVirtual: false })).toBe("75-minute in-person");
  });

  it("shows name, session kind, price with two decimals, description and Book Now to the wizard with this service", () => {
    const markup = html(<ServiceCard service={service} />);
    expect(markup).toContain("Private Yoga (In-Person)");
    expect(markup).toContain("75-minute in-person session");
    expect(markup).toContain("$105.00");
    expect(markup).toContain("+ tax where applicable");
    expect(markup).toContain("Hands-on guidance in the studio.");
    expect(markup).toMatch(/<a[^>]*href="\/schedule\?service=7"[^>]*>Book Now<\/a>/);
  });
});

describe("services loading state", () => {
  it.each(serviceSections)("shows three placeholder cards in the $title section while they load, and announces it", (section) => {
    const markup = html(<ServiceGridPlaceholder section={section} />);
    expect(count(markup, 'data-testid="service-card-skeleton"')).toBe(3);
    expect(markup).toContain('aria-busy="true"');
    expect(markup).toMatch(new RegExp(`role="status"[^>]*>Loading ${section.title.toLowerCase()}\\.\\.\\.`));
  });

  it("shows them in both sections while Try again fetches the services after an error", () => {
    const markup = html(<ServicesErrorView retrying onRetry={() => undefined} />);
    expect(count(markup, 'data-testid="service-card-skeleton"')).toBe(6);
    expect(markup).not.toContain('role="alert"');
    expect(markup).toContain(">Our Services</h1>");
  });
});

describe("services error state", () => {
  it("shows the spec's message in each section with a way to retry", () => {
    const markup = html(<ServicesError error={new Error("db down")} retry={() => undefined} />);
    expect(markup).toContain("Error loading hypnotherapy services. Please try again.");
    expect(markup).toContain("Error loading yoga services. Please try again.");
    expect(count(markup, 'role="alert"')).toBe(2);
    expect(count(markup, ">Try again</button>")).toBe(2);
  });
});
