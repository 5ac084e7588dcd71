import { z } from "zod";
import { imageDataField } from "@/lib/validations/images";

// The owner's profile, credentials and testimonials: one set of rules for the forms and the server.

export const PROFILE_LIMITS = {
  bioMax: 3000,
  altMax: 200,
  titleMax: 120,
  issuerMax: 120,
  yearMin: 1950,
  quoteMin: 10,
  quoteMax: 600,
  authorMax: 60,
  contextMax: 80,
} as const;
const L = PROFILE_LIMITS;

/** The latest year a credential can carry: this one. */
export const latestCredentialYear = () => new Date().getFullYear();

export const PROFILE_MESSAGES = {
  bio: `Write the bio (up to ${L.bioMax} characters).`,
  alt: `Describe the portrait for visitors who cannot see it (up to ${L.altMax} characters).`,
  title: `Enter the credential's title (up to ${L.titleMax} characters).`,
  issuer: `Enter the body that issued it (up to ${L.issuerMax} characters).`,
  year: `Enter the year it was awarded, from ${L.yearMin} to this year.`,
  quote: `Enter the client's words (${L.quoteMin} to ${L.quoteMax} characters).`,
  author: `Enter the client's display name or initials (up to ${L.authorMax} characters).`,
  context: `Keep the service or context to ${L.contextMax} characters, or leave it empty.`,
  published: "Choose whether the testimonial is shown on the site.",
  direction: 'Direction must be "up" or "down".',
} as const;
const M = PROFILE_MESSAGES;

const text = (message: string, max: number, min = 1) => z.string(message).trim().min(min, message).max(max, message);

export const profileSchema = z.object({
  bio: text(M.bio, L.bioMax),
  /** Required by the server while an uploaded portrait is shown; ignored for the illustration. */
  portraitAlt: z.string(M.alt).trim().max(L.altMax, M.alt),
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const portraitUploadSchema = z.object({ data: imageDataField, alt: text(M.alt, L.altMax) });

export const credentialSchema = z.object({
  title: text(M.title, L.titleMax),
  issuer: text(M.issuer, L.issuerMax),
  year: z
    .number(M.year)
    .int(M.year)
    .min(L.yearMin, M.year)
    .refine((y) => y <= latestCredentialYear(), M.year),
});
export type CredentialInput = z.infer<typeof credentialSchema>;

export const testimonialSchema = z.object({
  quote: text(M.quote, L.quoteMax, L.quoteMin),
  author: text(M.author, L.authorMax),
  context: z.string(M.context).trim().max(L.contextMax, M.context),
  published: z.boolean(M.published),
});
export type TestimonialInput = z.infer<typeof testimonialSchema>;

export const moveSchema = z.object({ direction: z.enum(["up", "down"], M.direction) });

/** Paragraphs of a bio: separated by one or more blank lines. */
export const bioParagraphs = (bio: string) =>
  bio
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, " ").trim())
    .filter(Boolean);
