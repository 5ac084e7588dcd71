import { db } from "@/lib/db";
import { badRequest } from "@/lib/errors";
import { CONSENT_MESSAGES, type ConsentSubmission } from "@/lib/validations/consent";
import { CONSENT_TEXT_VERSION } from "./text";

// Signed consent forms. Each submission is stored with the version of the consent text the
// client was shown, plus where it came from (IP, user agent), so the agreement can be reproduced.

export type ConsentContext = { userId: number; ip?: string | null; userAgent?: string | null };

/** POST /api/submit-consent-form's answer. */
export type ConsentSubmitted = { id: number; message: string };

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

/** A consent form signed by this user, or null. */
export function findUserConsentForm(id: number, userId: number) {
  return db.consentForm.findFirst({ where: { id, userId } });
}
