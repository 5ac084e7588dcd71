"use client";

import { useState } from "react";
import { Mail, RotateCw } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast, toastError } from "@/components/ui/toast";
import { resendEmailAction } from "@/lib/actions/appointments";
import { IDLE } from "@/lib/actions/state";
import type { AdminEmail } from "@/lib/admin/types";
import { cn } from "@/lib/utils";
import { formatShortDate, formatTimeWithZone } from "@/lib/format";
import { SectionLoadState, useSectionData } from "./section-load-state";
import { usePracticeZone } from "./zone";

const STATUS: Record<AdminEmail["status"], { label: string; variant: "success" | "secondary" | "outline" | "warning" | "destructive" }> = {
  sent: { label: "Sent", variant: "success" },
  recorded: { label: "Recorded", variant: "secondary" },
  sending: { label: "Sending", variant: "outline" },
  retrying: { label: "Retrying", variant: "warning" },
  failed: { label: "Failed", variant: "destructive" },
  cancelled: { label: "Cancelled", variant: "secondary" },
};

const when = (instant: string, zone: string) => `${formatShortDate(instant, zone)}, ${formatTimeWithZone(instant, zone)}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;
const lastError = (email: AdminEmail) => (email.error ? `. Last error: ${email.error}` : "");

/** What the owner needs beyond the status: when it is tried again, why it failed or was not sent. */
function detail(email: AdminEmail, zone: string): string | null {
  if (email.status === "retrying") {
    const next = email.nextAttemptAt ? `; next attempt ${when(email.nextAttemptAt, zone)}` : "";
    return `${plural(email.attempts, "attempt")} so far${next}${lastError(email)}`;
  }
  if (email.status === "failed") return `Gave up after ${plural(email.attempts, "attempt")}${lastError(email)}`;
  if (email.status === "cancelled") return email.error;
  return null;
}

/**
 * The emails of one appointment (the outbox's log), fetched when the details dialog opens and
 * again whenever `version` changes (the dialog bumps it after its actions that send email).
 */
export function AppointmentEmails({ appointmentId, version = 0 }: { appointmentId: number; version?: number }) {
  const zone = usePracticeZone();
  const { load, retry: reload, update } = useSectionData<AdminEmail[]>(`/api/admin/appointments/${appointmentId}/emails`, version);
  const [resending, setResending] = useState<number | null>(null);

  // A button inside the details dialog (scripts run by then): it calls its server action directly.
  async function resend(email: AdminEmail) {
    setResending(email.id);
    const data = new FormData();
    data.set("id", String(email.id));
    const state = await resendEmailAction(IDLE, data).catch(() => null);
    setResending(null);
    if (state?.status === "success" && state.data) {
      const updated = state.data;
      update((emails) => emails.map((e) => (e.id === updated.id ? updated : e)));
      toast({ title: "Email Resent", description: `${updated.label} to ${updated.to}: ${STATUS[updated.status].label}.` });
      return;
    }
    toastError({
      title: "Resend Failed",
      description: (state?.status === "error" && state.message) || "There was a problem resending the email.",
    });
    // It may no longer be failed (resent elsewhere): show what it is now.
    reload();
  }

  return (
    <section aria-labelledby="emails-heading" className="grid gap-3">
      <h3 id="emails-heading" className="font-sans text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        Emails
      </h3>
      {load.state === "loading" || load.state === "error" ? (
        <SectionLoadState state={load.state} what="emails" onRetry={reload} />
      ) : load.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No emails for this appointment yet</p>
      ) : (
        <ul className="grid gap-2">
          {load.data.map((email) => {
            const note = detail(email, zone);
            return (
              <li key={email.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3">
                {/* 18rem before the Resend button sits beside it: on a phone the button goes below. */}
                <div className="flex min-w-0 grow basis-72 items-start gap-3">
                  <Mail className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <div className="grid min-w-0 gap-1">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium">
                      {email.label}
                      <Badge variant={STATUS[email.status].variant}>
                        <span className="sr-only">Status: </span>
                        {STATUS[email.status].label}
                      </Badge>
                    </p>
                    <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                      To {email.to} · <time dateTime={email.createdAt}>{when(email.createdAt, zone)}</time>
                    </p>
                    {note ? (
                      <p className={cn("text-xs [overflow-wrap:anywhere]", email.status === "failed" && "text-destructive")}>{note}</p>
                    ) : null}
                  </div>
                </div>
                {email.status === "failed" ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="h-10"
                    disabled={resending !== null}
                    aria-label={`Resend ${email.label}`}
                    onClick={() => void resend(email)}
                  >
                    {resending === email.id ? <Spinner size="sm" label="Resending..." /> : <RotateCw aria-hidden="true" />}
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
