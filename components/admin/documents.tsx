"use client";

import { Download, FileText } from "lucide-react";

import { Button } from "@/components/ui/button";
import { toastError } from "@/components/ui/toast";
import type { AdminArtifact } from "@/lib/admin/types";
import { formatShortDate } from "@/lib/format";
import { formatKb } from "./format";
import { SectionLoadState, useSectionData } from "./section-load-state";
import { usePracticeZone } from "./zone";

const TYPE_LABELS: Record<AdminArtifact["artifactType"], string> = {
  consent_agreement: "Consent Agreement",
  payment_receipt: "Payment Receipt",
  ics_calendar: "Calendar File",
};

/** Saves a download under its file name; a failure shows the spec's toast. */
export async function downloadFile(href: string, fileName: string) {
  try {
    const res = await fetch(href, { credentials: "same-origin", cache: "no-store" });
    if (!res.ok) throw new Error(`${res.status}`);
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement("a");
    a.href = url;
    a.download = fileName;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    toastError({ title: "Download Failed", description: "There was a problem downloading the file." });
  }
}

/** Post-Checkout Documents of one appointment, fetched when the details dialog opens. */
export function PostCheckoutDocuments({ appointmentId }: { appointmentId: number }) {
  const zone = usePracticeZone();
  const { load, retry } = useSectionData<AdminArtifact[] | { artifacts: AdminArtifact[] }>(
    `/api/admin/appointments/${appointmentId}/artifacts`,
  );
  const artifacts = load.state === "done" ? (Array.isArray(load.data) ? load.data : (load.data?.artifacts ?? [])) : [];

  return (
    <section aria-labelledby="documents-heading" className="grid gap-3">
      <h3 id="documents-heading" className="font-sans text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        Post-Checkout Documents
      </h3>
      {load.state === "loading" || load.state === "error" ? (
        <SectionLoadState state={load.state} what="documents" onRetry={retry} />
      ) : artifacts.length === 0 ? (
        <p className="text-sm text-muted-foreground">No documents available for this appointment</p>
      ) : (
        <ul className="grid gap-2">
          {artifacts.map((artifact) => {
            const href = `/api/admin/artifacts/${artifact.id}/download`;
            return (
              <li key={artifact.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3">
                <div className="flex min-w-0 items-start gap-3">
                  <FileText className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="text-sm font-medium [overflow-wrap:anywhere]">{artifact.fileName}</p>
                    <p className="text-xs text-muted-foreground">
                      {TYPE_LABELS[artifact.artifactType] ?? artifact.artifactType} · {formatKb(artifact.fileSize)} ·{" "}
                      {formatShortDate(artifact.generatedAt, zone)}
                    </p>
                  </div>
                </div>
                <Button variant="outline" size="sm" className="h-10" asChild>
                  <a
                    href={href}
                    download={artifact.fileName}
                    aria-label={`Download ${artifact.fileName}`}
                    onClick={(event) => {
                      event.preventDefault();
                      void downloadFile(href, artifact.fileName);
                    }}
                  >
                    <Download aria-hidden="true" /> Download
                  </a>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
