import { subMonths } from "date-fns";
import { db, type Prisma } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { CONSENT_MESSAGES, type ConsentSubmission } from "@/lib/validations/consent";
import { CONSENT_TEXT_VERSION } from "./text";

// Signed consent forms. Each submission is stored with the version of the consent text the
// client was shown, plus where it came from (IP, user agent), so the agreement can be reproduced.

export type ConsentContext = { userId: number; ip?: string | null; userAgent?: string | null };

/** POST /api/submit-consent-form's answer. */
export type ConsentSubmitted = { id: number; message: string };

/** How long a signed form covers new bookings of the same service (under the same consent text). */
export const CONSENT_VALID_MONTHS = 12;

export const CONSENT_INVALID_MESSAGE = "Your signed consent form does not cover this booking. Please sign it again.";

export async function submitConsentForm(input: ConsentSubmission, ctx: ConsentContext): Promise<ConsentSubmitted> {
  let serviceSelected = input.serviceSelected;
  if (input.serviceId != null) {
    // The service's own name is the record of what was agreed to, not the client's copy of it.
    const service = await db.service.findFirst({ where: { id: input.serviceId, active: true }, select: { name: true } });
    if (!service) throw badRequest(CONSENT_MESSAGES.service, { serviceId: CONSENT_MESSAGES.service });
    serviceSelected = service.name;
  }

  const form = await db.consentForm.create({
    data: {
      userId: ctx.userId,
      serviceId: input.serviceId ?? null,
      fullName: input.fullName,
      email: input.email,
      phone: input.phone,
      signatureMethod: input.signatureMethod,
      signatureData: input.signatureData!,
      serviceSelected,
      dateTime: input.dateTime || new Date().toISOString(),
      consentTextVersion: CONSENT_TEXT_VERSION,
      ipAddress: ctx.ip && ctx.ip !== "local" ? ctx.ip.slice(0, 64) : null,
      userAgent: ctx.userAgent?.slice(0, 512) ?? null,
    },
    select: { id: true },
  });
  return { id: form.id, message: "Consent form submitted successfully." };
}

/**
 * The one rule for which signed forms cover a booking: signed by this account, for this service,
 * under the current consent text, within the last 12 months. A form signed a minute ago passes it
 * as well as one signed for an earlier booking ("sign once").
 */
export function coveringConsentWhere(userId: number, serviceId: number, now: Date = new Date()): Prisma.ConsentFormWhereInput {
  return { userId, serviceId, consentTextVersion: CONSENT_TEXT_VERSION, createdAt: { gte: subMonths(now, CONSENT_VALID_MONTHS) } };
}

/** GET /api/user/consent: the signed form a returning client may book with instead of signing again. */
export type ReusableConsent = {
  id: number;
  serviceId: number;
  serviceName: string;
  /** When it was signed (ISO). */
  signedAt: string;
  fullName: string;
  email: string;
  phone: string;
  /** The signature as signed (PNG data URL), for the read-only view. */
  signatureData: string;
};

/** The latest form that still covers a new booking of `serviceId`, or null. */
export async function findReusableConsent(userId: number, serviceId: number, now: Date = new Date()): Promise<ReusableConsent | null> {
  const form = await db.consentForm.findFirst({
    where: coveringConsentWhere(userId, serviceId, now),
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: {
      id: true,
      serviceId: true,
      createdAt: true,
      fullName: true,
      email: true,
      phone: true,
      signatureData: true,
      service: { select: { name: true } },
    },
  });
  if (!form || form.serviceId == null || !form.service) return null;
  return {
    id: form.id,
    serviceId: form.serviceId,
    serviceName: form.service.name,
    signedAt: form.createdAt.toISOString(),
    fullName: form.fullName,
    email: form.email,
    phone: form.phone,
    signatureData: form.signatureData,
  };
}
