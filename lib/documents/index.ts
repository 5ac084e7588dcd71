import type { ArtifactType } from "@/lib/db";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { renderAppointmentIcs, renderOwnerAppointmentIcs } from "@/lib/documents/ics";
import { renderConsentAgreementPdf } from "@/lib/documents/consent-pdf";
import { artifactFileNames, loadAppointmentDetails, ownerCalendarFileName, type AppointmentDetails } from "@/lib/documents/details";
import { renderPaymentReceiptPdf } from "@/lib/documents/receipt-pdf";

export { renderAppointmentIcs, renderOwnerAppointmentIcs, googleCalendarUrl, calendarDownloadPath } from "@/lib/documents/ics";
export { freeBookingLabel, paidAmounts, receiptDownloadPath } from "@/lib/documents/details";
export {
  artifactFileNames,
  ownerCalendarFileName,
  appointmentEvent,
  appointmentWhen,
  loadAppointmentDetails,
  type AppointmentDetails,
} from "@/lib/documents/details";

// The post-checkout documents of an appointment, stored durably in the Artifact table (one per
// appointment and type). Generating again replaces the stored file, so it is idempotent.

export const ARTIFACT_MIME_TYPES: Record<ArtifactType, string> = {
  consent_agreement: "application/pdf",
  payment_receipt: "application/pdf",
  ics_calendar: "text/calendar; charset=utf-8",
};

export type ArtifactSummary = { id: number; artifactType: ArtifactType; fileName: string; fileSize: number; generatedAt: Date };
const summarySelect = { id: true, artifactType: true, fileName: true, fileSize: true, generatedAt: true } as const;

/** Renders one document, or null when its source is missing (no consent form, no payment). */
async function render(type: ArtifactType, a: AppointmentDetails): Promise<Uint8Array | null> {
  switch (type) {
    case "consent_agreement":
      return a.consentForm ? renderConsentAgreementPdf({ ...a, consentForm: a.consentForm }) : null;
    case "payment_receipt":
      return a.payment?.status === "succeeded" ? renderPaymentReceiptPdf({ ...a, payment: a.payment }) : null;
    case "ics_calendar":
      return new TextEncoder().encode(renderAppointmentIcs(a));
  }
}

const ARTIFACT_TYPES: ArtifactType[] = ["consent_agreement", "payment_receipt", "ics_calendar"];

/**
 * Makes sure the appointment's documents exist: missing ones are generated (all of them when
 * `regenerate`). Returns what is stored. A document whose source is missing is skipped.
 */
export async function ensureAppointmentDocuments(appointmentId: number, { regenerate = false } = {}): Promise<ArtifactSummary[]> {
  const existing = await db.artifact.findMany({ where: { appointmentId }, select: { artifactType: true } });
  const have = new Set(existing.map((a) => a.artifactType));
  const wanted = ARTIFACT_TYPES.filter((type) => regenerate || !have.has(type));
  if (wanted.length > 0) {
    const details = await loadAppointmentDetails(appointmentId);
    const names = artifactFileNames(appointmentId);
    for (const type of wanted) {
      const bytes = await render(type, details);
      if (!bytes) continue;
      await storeArtifact(appointmentId, type, names[type], bytes);
    }
  }
  return db.artifact.findMany({ where: { appointmentId }, select: summarySelect, orderBy: { artifactType: "asc" } });
}

async function storeArtifact(appointmentId: number, artifactType: ArtifactType, fileName: string, bytes: Uint8Array) {
  const data = {
    fileName,
    mimeType: ARTIFACT_MIME_TYPES[artifactType],
    fileSize: bytes.byteLength,
    content: Buffer.from(bytes),
    generatedAt: new Date(),
  };
  const write = () =>
    db.artifact.upsert({
      where: { appointmentId_artifactType: { appointmentId, artifactType } },
      create: { appointmentId, artifactType, ...data },
      update: data,
    });
  try {
    await write();
  } catch (error) {
    // Two writers raced to create the same document: the second one simply updates it.
    if (!isUniqueViolation(error)) throw error;
    await write();
  }
}

/** The appointment's .ics file: the stored one, else freshly rendered. */
export async function appointmentCalendarFile(appointmentId: number): Promise<{ fileName: string; content: Buffer }> {
  const stored = await db.artifact.findUnique({
    where: { appointmentId_artifactType: { appointmentId, artifactType: "ics_calendar" } },
    select: { fileName: true, content: true },
  });
  if (stored) return { fileName: stored.fileName, content: Buffer.from(stored.content) };
  const details = await loadAppointmentDetails(appointmentId);
  return { fileName: artifactFileNames(appointmentId).ics_calendar, content: Buffer.from(renderAppointmentIcs(details)) };
}

/** The owner's copy of the appointment's .ics (named after the client), rendered from the current row. */
export async function ownerCalendarFile(appointmentId: number): Promise<{ fileName: string; content: Buffer }> {
  const details = await loadAppointmentDetails(appointmentId);
  return { fileName: ownerCalendarFileName(appointmentId), content: Buffer.from(renderOwnerAppointmentIcs(details)) };
}

/** A stored document of the appointment, generated and stored now when missing; null when its source is missing. */
async function appointmentDocumentFile(appointmentId: number, artifactType: "payment_receipt" | "consent_agreement") {
  const where = { appointmentId_artifactType: { appointmentId, artifactType } };
  const select = { fileName: true, content: true } as const;
  let stored = await db.artifact.findUnique({ where, select });
  if (!stored) {
    // Its generation failed at confirmation (or the payment came later): generate the missing documents.
    await ensureAppointmentDocuments(appointmentId);
    stored = await db.artifact.findUnique({ where, select });
  }
  return stored ? { fileName: stored.fileName, content: Buffer.from(stored.content) } : null;
}

/** The appointment's payment receipt (PDF): the stored one, else generated and stored now; null when unpaid. */
export const appointmentReceiptFile = (appointmentId: number): Promise<{ fileName: string; content: Buffer } | null> =>
  appointmentDocumentFile(appointmentId, "payment_receipt");

/** The client's signed consent agreement (PDF) for the appointment; null when no signed form is attached. */
export const appointmentConsentFile = (appointmentId: number): Promise<{ fileName: string; content: Buffer } | null> =>
  appointmentDocumentFile(appointmentId, "consent_agreement");
