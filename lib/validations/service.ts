import { z } from "zod";
import { siteConfig } from "@/lib/site-config";

// A service as the owner writes it in the admin: one set of rules for the form and the server.
// The price is typed in dollars ("120" or "120.50", "0" for a free service) and kept in cents; the duration is in minutes,
// a whole number of booking slots.

const SLOT = siteConfig.booking.slotMinutes;
export const SERVICE_LIMITS = {
  nameMax: 100,
  slugMax: 80,
  descriptionMin: 20,
  descriptionMax: 1000,
  priceMaxDollars: 5000,
  durationMin: SLOT,
  durationMax: 240,
} as const;
const L = SERVICE_LIMITS;

export const SERVICE_MESSAGES = {
  name: `Enter the service's name (up to ${L.nameMax} characters).`,
  slug: `Enter a slug of lower-case letters, digits and single hyphens, e.g. "private-yoga-virtual" (up to ${L.slugMax} characters).`,
  slugTaken: "Another service already uses this slug. Choose a different one.",
  description: `Describe the service in ${L.descriptionMin} to ${L.descriptionMax} characters.`,
  category: "Choose a category: yoga or hypnotherapy.",
  price: `Enter a price in dollars, $0 for a free service, e.g. 120 or 120.50 (at most $${L.priceMaxDollars}).`,
  duration: `Enter a duration in minutes: a multiple of ${SLOT}, from ${L.durationMin} to ${L.durationMax}.`,
  isVirtual: "Choose virtual or in person.",
  direction: 'Direction must be "up" or "down".',
  active: "Say whether the service is offered (true) or retired (false).",
  newClientsOnly: "Say whether the service is for new clients only (true or false).",
  onePerClient: "Say whether a client can book the service only once (true or false).",
  consentRequired: "Say whether clients sign the consent form for this service (true or false).",
} as const;
const M = SERVICE_MESSAGES;

const DOLLARS = /^\d{1,6}(\.\d{1,2})?$/;

/** "120.5" -> 12050; null when it is not a price in dollars and cents. */
export function dollarsToCents(value: string): number | null {
  const text = value.trim().replace(/^\$/, "");
  if (!DOLLARS.test(text)) return null;
  const [whole, fraction = ""] = text.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug from a name ("Private Yoga (Virtual)" -> "private-yoga-virtual"), for the form to suggest. */
export const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, L.slugMax)
    .replace(/-+$/, "");

export const serviceInputSchema = z.object({
  name: z.string(M.name).trim().min(1, M.name).max(L.nameMax, M.name),
  slug: z.string(M.slug).trim().min(1, M.slug).max(L.slugMax, M.slug).regex(SLUG_PATTERN, M.slug),
  description: z.string(M.description).trim().min(L.descriptionMin, M.description).max(L.descriptionMax, M.description),
  category: z.enum(["yoga", "hypnotherapy"], M.category),
  /** Dollars, as typed ("120.50"); a number is read the same way. */
  price: z.union([z.string(), z.number()], M.price).transform((v, ctx) => {
    const cents = dollarsToCents(String(v));
    if (cents === null || cents > L.priceMaxDollars * 100) {
      ctx.addIssue({ code: "custom", message: M.price });
      return z.NEVER;
    }
    return cents;
  }),
  duration: z.coerce.number(M.duration).int(M.duration).min(L.durationMin, M.duration).max(L.durationMax, M.duration),
  isVirtual: z.boolean(M.isVirtual),
  /** Only for clients with no earlier confirmed, completed or no-show appointment. */
  newClientsOnly: z.boolean(M.newClientsOnly).default(false),
  /** At most one booked appointment of it per client. */
  onePerClient: z.boolean(M.onePerClient).default(false),
  /** Off for e.g. a free phone consultation: booked without signing the consent form. */
  consentRequired: z.boolean(M.consentRequired).default(true),
});
/** What the server keeps: the price in cents. */
export type ServiceInput = z.output<typeof serviceInputSchema>;

/**
 * A length the calendar can offer: a whole number of slots. A service saved before this rule with
 * another length (the seed's 45-minute Yoga Nidra) keeps it through edits until the owner changes it.
 */
export const durationFits = (minutes: number, current?: number) => minutes % SLOT === 0 || minutes === current;

export const serviceMoveSchema = z.object({ direction: z.enum(["up", "down"], M.direction) });
export const serviceStatusSchema = z.object({ active: z.boolean(M.active) });
