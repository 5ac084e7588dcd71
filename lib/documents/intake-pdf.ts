import { formatLongDate, formatTimeWithZone } from "@/lib/format";
import { FLAGGED_LABEL, type IntakeResponseView } from "@/lib/intake/answers";
import { PdfWriter, colors } from "@/lib/documents/pdf";

type IntakePdfSource = { response: IntakeResponseView; client: { name: string; email: string } };

/**
 * A client's intake answers: the form's name and version, the client, when they answered, then each
 * section's questions with the answer in words; answers the form flags are marked "Flagged for review".
 */
export async function renderIntakeAnswersPdf({ response: r, client }: IntakePdfSource): Promise<Uint8Array> {
  const pdf = await PdfWriter.create(`${r.formName} - ${client.name}`);
  pdf.brandHeader();
  pdf.heading(r.formName, 18);
  const answeredAt = new Date(r.submittedAt);
  pdf.rows([
    ["Client", client.name],
    ["Email", client.email],
    ["Form version", `Version ${r.version}`],
    ["Answered", `${formatLongDate(answeredAt)}, ${formatTimeWithZone(answeredAt)}`],
    ["Flagged for review", r.flaggedCount === 0 ? "None" : `${r.flaggedCount} answer${r.flaggedCount === 1 ? "" : "s"}`],
  ]);
  for (const section of r.sections) {
    pdf.heading(section.title, 13);
    for (const row of section.rows) {
      pdf.text(row.question, { bold: true, size: 10.5 });
      if (row.flagged) pdf.text(`! ${FLAGGED_LABEL}`, { bold: true, size: 9.5, color: colors.brand });
      pdf.text(row.answer, { size: 10.5, indent: 12 });
      pdf.space(6);
    }
  }
  pdf.rule();
  pdf.text("Health information: confidential to the client and the practitioner.", { size: 9, color: colors.muted });
  return pdf.finish();
}
