// The business identity, in one place. Nothing else hard-codes these facts.

export type CancellationSettings = {
  /** Until how many hours before the session a client may cancel or reschedule. */
  cutoffHours: number;
  /** What a client gets back when cancelling before the cutoff. */
  refund: "full" | "none";
};
/**
 * The public URL (links in emails, canonical addresses): NEXT_PUBLIC_SITE_URL; on a Vercel preview
 * without one, the branch's address (the same for every push to the pull request); else local.
 */
function siteUrl(): string {
  const vercel = process.env.NEXT_PUBLIC_VERCEL_BRANCH_URL || process.env.NEXT_PUBLIC_VERCEL_URL;
  return process.env.NEXT_PUBLIC_SITE_URL || (vercel ? `https://${vercel}` : "http://localhost:3000");
}

export const siteConfig = {
  name: "Serenity Wellness",
  shortName: "Serenity",
  tagline: "Yoga & Hypnotherapy",
  description:
    "Yoga classes and one-on-one hypnotherapy with a certified practitioner, virtual or in person. Book online and find your inner balance.",
  url: siteUrl(),
  practitioner: {
    firstName: "Maya",
    lastName: "Reyes",
    title: "Certified Clinical Hypnotherapist & E-RYT 500 Yoga Teacher",
    email: "maya@serenitywellness.example",
  },
  address: {
    street: "1420 Willow Creek Road, Suite 200",
    city: "Asheville",
    state: "NC",
    postalCode: "28801",
    country: "US",
  },
  phone: "(828) 555-0142",
  phoneHref: "tel:+18285550142",
  email: "info@serenitywellness.example",
  /** The default working hours the seed gives the practitioner (weekday 0 = Sunday). The site shows the saved working hours (lib/content/opening-hours.ts). */
  openingHours: [
    { label: "Mon-Fri", display: "8am-8pm", weekdays: [1, 2, 3, 4, 5], start: "08:00", end: "20:00" },
    { label: "Sat", display: "9am-5pm", weekdays: [6], start: "09:00", end: "17:00" },
    { label: "Sun", display: "10am-3pm", weekdays: [0], start: "10:00", end: "15:00" },
  ],
  social: [
    { name: "Facebook", href: "#" },
    { name: "Instagram", href: "#" },
    { name: "YouTube", href: "#" },
    { name: "LinkedIn", href: "#" },
  ],
  timeZone: process.env.PRACTICE_TIME_ZONE ?? "America/New_York",
  booking: {
    leadTimeDays: 7,
    windowDays: 60,
    slotMinutes: 30,
    holdMinutes: 30,
    minimumAge: 18,
    /**
     * The cancellation policy: a client may cancel or reschedule until `cutoffHours` before the start,
     * with this refund. The confirmation and its email state it (lib/booking/policy.ts words it).
     */
    cancellation: { cutoffHours: 48, refund: "full" } as CancellationSettings,
  },
  /** Sales tax by US state when Stripe Tax is not enabled (sample rates; 0 elsewhere). */
  salesTaxRates: { NC: 0.0475, NY: 0.04, CA: 0.0725, TX: 0.0625, FL: 0.06, WA: 0.065 } as Record<string, number>,
} as const;

export const practitionerName = `${siteConfig.practitioner.firstName} ${siteConfig.practitioner.lastName}`;
export const fullAddress = `${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.state} ${siteConfig.address.postalCode}`;
