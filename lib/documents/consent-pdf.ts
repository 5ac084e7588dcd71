import { CONSENT_INTRO, CONSENT_TERMS, CONSENT_TEXT_VERSION, CONSENT_TITLE } from "@/lib/consent/text";
import { formatLongDate, formatTimeWithZone } from "@/lib/format";
import { siteConfig } from "@/lib/site-config";
import type { AppointmentDetails } from "@/lib/documents/details";
import { PdfWriter, colors, pngDataUrlBytes } from "@/lib/documents/pdf";

type ConsentSource = Pick<AppointmentDetails, "id" | "startsAt" | "service"> & {
  consentForm: NonNullable<AppointmentDetails["consentForm"]>;
};

/**
 * The signed Consent and Liability Form: who signed, when, for which service, the exact terms
 * (the same words the dialog shows, from lib/consent/text.ts) and the signature image.
 */
export async function renderConsentAgreementPdf(a: ConsentSource): Promise<Uint8Array> {
  const form = a.consentForm;
  const pdf = await PdfWriter.create(`Consent and Liability Form - ${form.fullName}`);
  pdf.brandHeader();
  pdf.heading(CONSENT_TITLE, 18);
  pdf.rows([
    ["Signed by", form.fullName],
    ["Email", form.email],
    ["Phone", form.phone],
    ["Service", form.serviceSelected || a.service.name],
    ["Appointment", `#${a.id}, ${formatLongDate(a.startsAt)} at ${formatTimeWithZone(a.startsAt)}`],
    ["Signed at", `${formatLongDate(form.createdAt)}, ${formatTimeWithZone(form.createdAt)} (${form.createdAt.toISOString()})`],
    ["Client's local time", form.dateTime],
    ["Signature method", form.signatureMethod === "type" ? "Typed" : "Drawn"],
    ["Consent text version", form.consentTextVersion],
  ]);

  pdf.heading("Terms");
  if (form.consentTextVersion !== CONSENT_TEXT_VERSION) {
    pdf.text(
      `Note: signed under consent text version ${form.consentTextVersion}; the current version ${CONSENT_TEXT_VERSION} is reproduced below.`,
      {
        size: 9,
        color: colors.muted,
      },
    );
    pdf.space(4);
  }
  pdf.text(CONSENT_INTRO, { size: 10 });
  pdf.space(6);
  CONSENT_TERMS.forEach((term, i) => {
    // Each term opens with its short title sentence ("Health disclosure. ..."): set it in bold.
    const match = /^([^.]{1,60}\.)\s+([\s\S]*)$/.exec(term);
    if (match) pdf.text(`${i + 1}. ${match[1]}`, { bold: true, size: 10.5 });
    pdf.text(match ? match[2] : term, { size: 10 });
    pdf.space(6);
  });

  pdf.heading("Signature");
  pdf.text(`${form.fullName} agreed to the terms above and signed electronically with ${siteConfig.name}.`, { size: 10 });
  const png = pngDataUrlBytes(form.signatureData);
  if (png) {
    try {
      await pdf.png(png);
    } catch {
      pdf.text("[The signature image could not be read.]", { size: 10, color: colors.muted });
    }
  } else pdf.text("[No signature image was stored.]", { size: 10, color: colors.muted });
  pdf.text(`${form.fullName} · ${formatLongDate(form.createdAt)}`, { size: 10, color: colors.muted });
  return pdf.finish();
}
