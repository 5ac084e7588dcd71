"use client";

import { useState } from "react";
import { MessageSquare, RotateCw } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast, toastError } from "@/components/ui/toast";
import { resendTextAction } from "@/lib/actions/appointments";
import { IDLE } from "@/lib/actions/state";
import type { AdminText } from "@/lib/admin/types";
import { cn } from "@/lib/utils";
import { formatShortDate, formatTimeWithZone } from "@/lib/format";
import { SectionLoadState, useSectionData } from "./section-load-state";
import { usePracticeZone } from "./zone";

const STATUS: Record<AdminText["status"], { label: string; variant: "success" | "secondary" | "outline" | "warning" | "destructive" }> = {
  sent: { label: "Sent", variant: "success" },
  recorded: { label: "Recorded", variant: "secondary" },
  sending: { label: "Sending", variant: "outline" },
  retrying: { label: "Retrying", variant: "warning" },
  failed: { label: "Failed", variant: "destructive" },
  cancelled: { label: "Cancelled", variant: "secondary" },
};

const when = (instant: string, zone: string) => `${formatShortDate(instant, zone)}, ${formatTimeWithZone(instant, zone)}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function detail(text: AdminText, zone: string): string | null {
  const lastError = text.error ? `. Last error: ${text.error}` : "";
  if (text.status === "retrying") {
    const next = text.nextAttemptAt ? `; next attempt ${when(text.nextAttemptAt, zone)}` : "";
    return `${plural(text.attempts, "attempt")} so far${next}${lastError}`;
  }
  if (text.status === "failed") return text.attempts ? `Not delivered after ${plural(text.attempts, "attempt")}${lastError}` : text.error;
  if (text.status === "cancelled") return text.error;
  return null;
}

/** The text messages of one appointment (the text outbox), beside its emails; a failed one can be resent. */
export function AppointmentTexts({ appointmentId, version = 0 }: { appointmentId: number; version?: number }) {
  const zone = usePracticeZone();
  const { load, retry: reload, update } = useSectionData<AdminText[]>(`/api/admin/appointments/${appointmentId}/texts`, version);
  const [resending, setResending] = useState<number | null>(null);

  async function resend(text: AdminText) {
    setResending(text.id);
    const data = new FormData();
    data.set("id", String(text.id));
    const state = await resendTextAction(IDLE, data).catch(() => null);
    setResending(null);
    if (state?.status === "success" && state.data) {
      const updated = state.data;
      update((texts) => texts.map((t) => (t.id === updated.id ? updated : t)));
      toast({ title: "Text Resent", description: `${updated.label} to ${updated.to}: ${STATUS[updated.status].label}.` });
      return;
    }
    toastError({
      title: "Resend Failed",
      description: (state?.status === "error" && state.message) || "There was a problem resending the text.",
    });
    reload();
  }

  return (
    <section aria-labelledby="texts-heading" className="grid gap-3">
      <h3 id="texts-heading" className="font-sans text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        Text messages
      </h3>
      {load.state === "loading" || load.state === "error" ? (
        <SectionLoadState state={load.state} what="text messages" onRetry={reload} />
      ) : load.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No text messages for this appointment</p>
      ) : (
        <ul className="grid gap-2">
          {load.data.map((text) => {
            const note = detail(text, zone);
            return (
              <li key={text.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3">
                <div className="flex min-w-0 grow basis-72 items-start gap-3">
                  <MessageSquare className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <div className="grid min-w-0 gap-1">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium">
                      {text.label}
                      <Badge variant={STATUS[text.status].variant}>
                        <span className="sr-only">Status: </span>
                        {STATUS[text.status].label}
                      </Badge>
                    </p>
                    <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                      To {text.to} · <time dateTime={text.createdAt}>{when(text.createdAt, zone)}</time>
                    </p>
                    <p className="text-xs [overflow-wrap:anywhere]">{text.body}</p>
                    {note ? (
                      <p className={cn("text-xs [overflow-wrap:anywhere]", text.status === "failed" && "text-destructive")}>{note}</p>
                    ) : null}
                  </div>
                </div>
                {text.status === "failed" ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="h-10"
                    disabled={resending !== null}
                    aria-label={`Resend ${text.label}`}
                    onClick={() => void resend(text)}
                  >
                    {resending === text.id ? <Spinner size="sm" label="Resending..." /> : <RotateCw aria-hidden="true" />}
                    Resend
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
