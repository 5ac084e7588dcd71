import { AlertTriangle, FileText } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatLongDate, formatTimeWithZone } from "@/lib/format";
import type { AppointmentIntake, IntakeResponseView } from "@/lib/intake/answers";

// A client's intake answers as the owner reads them (the appointment's details, the client
// record): each section's questions and answers, flagged answers marked with words and an icon,
// not by color alone. Health information: shown only in the owner's area.

export function FlaggedBadge() {
  return (
    <Badge variant="warning" className="gap-1">
      <AlertTriangle className="size-3.5" aria-hidden="true" />
      Flagged for review
    </Badge>
  );
}

/** "Answered Monday, November 23, 2026, 2:30 PM EST · version 2" */
export function answeredLine(r: Pick<IntakeResponseView, "submittedAt" | "version">, zone: string) {
  return `Answered ${formatLongDate(r.submittedAt, zone)}, ${formatTimeWithZone(r.submittedAt, zone)} · version ${r.version}`;
}

export function IntakeAnswersList({ response }: { response: IntakeResponseView }) {
  return (
    <div className="grid gap-4">
      {response.sections.map((section, i) => (
        <div key={`${section.title}-${i}`} className="grid gap-2">
          <h4 className="text-sm font-semibold">{section.title}</h4>
          <dl className="grid gap-2 text-sm">
            {section.rows.map((row) => (
              <div
                key={row.questionId}
                className={row.flagged ? "rounded-md border border-warning/40 bg-warning/5 p-2" : "px-2"}
                data-flagged={row.flagged || undefined}
              >
                <dt className="flex flex-wrap items-center gap-2 text-muted-foreground">
                  <span>{row.question}</span>
                  {row.flagged ? <FlaggedBadge /> : null}
                </dt>
                <dd className="whitespace-pre-wrap font-medium [overflow-wrap:anywhere]">{row.answer}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </div>
  );
}

export function IntakePdfLink({ href, fileName }: { href: string; fileName: string }) {
  return (
    <Button variant="outline" size="sm" className="h-10 w-fit" asChild>
      <a href={href} download={fileName}>
        <FileText className="size-4" aria-hidden="true" />
        Download answers (PDF)
      </a>
    </Button>
  );
}

/** The appointment details' "Intake form": answered (when, version, the answers, the PDF), missing, or nothing when the service asks none. */
export function AppointmentIntakeSection({
  appointmentId,
  intake,
  zone,
}: {
  appointmentId: number;
  intake: AppointmentIntake;
  zone: string;
}) {
  if (intake.state === "none") return null;
  const r = intake.response;
  return (
    <section aria-labelledby="intake-heading" className="grid gap-3">
      <h3 id="intake-heading" className="font-sans text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        Intake form
      </h3>
      {r ? (
        <>
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{r.formName}</span>
            <span className="text-muted-foreground">{answeredLine(r, zone)}</span>
            {r.flaggedCount > 0 ? (
              <Badge variant="warning" className="gap-1">
                <AlertTriangle className="size-3.5" aria-hidden="true" />
                Needs review: {r.flaggedCount} flagged
              </Badge>
            ) : null}
          </div>
          <IntakePdfLink href={`/api/admin/appointments/${appointmentId}/intake`} fileName={`intake-answers-${r.id}.pdf`} />
          <details className="group rounded-lg border border-border p-3" open={r.flaggedCount > 0}>
            <summary className="cursor-pointer text-sm font-medium">Answers</summary>
            <div className="mt-3">
              <IntakeAnswersList response={r} />
            </div>
          </details>
        </>
      ) : (
        <p className="text-sm">
          <Badge variant="outline">Missing</Badge> <span className="text-muted-foreground">Intake form not answered yet.</span>
        </p>
      )}
    </section>
  );
}
