import { describe, expect, it } from "vitest";
import { cancellationPolicy } from "@/lib/booking/policy";
import { CONSENT_TERMS } from "@/lib/consent/text";
import { cancellationPolicyPage, privacyPolicy, termsOfService } from "@/lib/content/policies";
import { siteConfig } from "@/lib/site-config";

// The policies a visitor reads say what the server enforces: the cancellation policy is written
// from siteConfig.booking.cancellation wherever it appears.

const pageText = (p: ReturnType<typeof cancellationPolicyPage>) =>
  [p.summary, ...p.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])].join("\n");

describe("the cancellation policy page", () => {
  it("states the enforced cutoff and refund (48 hours, full refund by default)", () => {
    const page = cancellationPolicyPage();
    expect(siteConfig.booking.cancellation).toEqual({ cutoffHours: 48, refund: "full" });
    expect(page.summary).toBe(cancellationPolicy());
    expect(pageText(page)).toContain("Within 48 hours of your session");
    expect(pageText(page)).toContain("goes back to the card you paid with");
  });

  it("follows other settings, so it cannot disagree with the rules", () => {
    const text = pageText(cancellationPolicyPage({ cutoffHours: 24, refund: "none" }));
    expect(text).toContain("up to 24 hours before your session starts; payments are not refunded");
    expect(text).toContain("Within 24 hours of your session");
    expect(text).toContain("Cancelled sessions are not refunded");
    expect(text).not.toMatch(/48 hours|full refund of|goes back to the card/);
  });

  it("is the one the consent form and the Terms state", () => {
    const consentTerm = CONSENT_TERMS.find((t) => t.startsWith("Cancellation and rescheduling."))!;
    expect(consentTerm).toContain(cancellationPolicy());
    // The earlier wording promised 24 hours' notice by email, which the server never enforced.
    expect(CONSENT_TERMS.join(" ")).not.toContain("24 hours");
    expect(termsOfService.sections.flatMap((s) => s.paragraphs).join(" ")).toContain(cancellationPolicy());
  });
});

describe("privacy and terms", () => {
  it("name the practice's contact details and have a date", () => {
    for (const policy of [privacyPolicy, termsOfService]) {
      const text = policy.sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])]).join(" ");
      expect(text).toContain(siteConfig.email);
      expect(policy.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
