import { db } from "@/lib/db";
import { notFound } from "@/lib/errors";
import { ensureAppointmentDocuments } from "@/lib/documents";
import { fileDownloadResponse } from "@/lib/http/download";
import type { AdminArtifact } from "@/lib/admin/types";

// Post-Checkout Documents of an appointment (consent PDF, receipt PDF, .ics) and their download.

const summarySelect = { id: true, artifactType: true, fileName: true, fileSize: true, generatedAt: true } as const;

const toArtifact = (a: {
  id: number;
  artifactType: AdminArtifact["artifactType"];
  fileName: string;
  fileSize: number;
  generatedAt: Date;
}): AdminArtifact => ({
  id: a.id,
  artifactType: a.artifactType,
  fileName: a.fileName,
  fileSize: a.fileSize,
  generatedAt: a.generatedAt.toISOString(),
});

/**
 * The appointment's documents (without their bytes); 404 for an unknown appointment. A
 * confirmed or completed appointment whose documents are missing (their generation failed at
 * confirmation) gets them generated now, so the owner is never left without the signed consent.
 */
export async function listArtifacts(appointmentId: number): Promise<AdminArtifact[]> {
  const appointment = await db.appointment.findUnique({ where: { id: appointmentId }, select: { status: true } });
  if (!appointment) throw notFound("Appointment not found.");
  let artifacts = await db.artifact.findMany({ where: { appointmentId }, select: summarySelect, orderBy: { artifactType: "asc" } });
  if (artifacts.length === 0 && (appointment.status === "confirmed" || appointment.status === "completed")) {
    try {
      artifacts = await ensureAppointmentDocuments(appointmentId);
    } catch (error) {
      console.error(`Generating the documents of appointment ${appointmentId} failed`, error);
    }
  }
  return artifacts.map(toArtifact);
}

/** One stored document as a download (Content-Disposition: attachment with its file name). */
export async function artifactDownload(artifactId: number): Promise<Response> {
  const artifact = await db.artifact.findUnique({ where: { id: artifactId }, select: { fileName: true, mimeType: true, content: true } });
  if (!artifact) throw notFound("Document not found.");
  return fileDownloadResponse({ fileName: artifact.fileName, contentType: artifact.mimeType, content: artifact.content });
}
