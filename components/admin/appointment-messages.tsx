"use client";

import { useState } from "react";
import { Mail, MessageSquare, RotateCw, type LucideIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast, toastError } from "@/components/ui/toast";
import { resendEmailAction, resendTextAction } from "@/lib/actions/appointments";
import { IDLE, type FormAction } from "@/lib/actions/state";
import type { AdminEmail, AdminText } from "@/lib/admin/types";
import { cn } from "@/lib/utils";
import { formatShortDate, formatTimeWithZone } from "@/lib/format";
import { SectionLoadState, useSectionData } from "./section-load-state";
import { usePracticeZone } from "./zone";

// An appointment's messages from the outboxes (lib/email, lib/sms), in its details dialog: each
// with its status, when it is tried again or why it failed, and Resend for a failed one. Emails and
// texts are one list shape with their own words.

type OutboxMessage = AdminEmail | AdminText;
type Status = OutboxMessage["status"];

const STATUS: Record<Status, { label: string; variant: "success" | "secondary" | "outline" | "warning" | "destructive" }> = {
  sent: { label: "Sent", variant: "success" },
  recorded: { label: "Recorded", variant: "secondary" },
  sending: { label: "Sending", variant: "outline" },
  retrying: { label: "Retrying", variant: "warning" },
  failed: { label: "Failed", variant: "destructive" },
  cancelled: { label: "Cancelled", variant: "secondary" },
};

const when = (instant: string, zone: string) => `${formatShortDate(instant, zone)}, ${formatTimeWithZone(instant, zone)}`;
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

type Channel<M extends OutboxMessage> = {
  /** The section's heading and its id. */
  heading: string;
  id: string;
  /** "emails", "text messages": in the load and empty states. */
  what: string;
  empty: string;
  /** "email", "text": in the resend toasts. */
  noun: string;
  icon: LucideIcon;
  path: (appointmentId: number) => string;
  resend: FormAction<M>;
  /** "Gave up", "Not delivered": a failed message after its attempts. */
  failedAfter: string;
  /** The words sent, shown under the line (texts: short, and what the client read). */
  body?: (message: M) => string;
};

/** What the owner needs beyond the status: when it is tried again, why it failed or was not sent. */
function detail(message: OutboxMessage, failedAfter: string, zone: string): string | null {
  const lastError = message.error ? `. Last error: ${message.error}` : "";
  if (message.status === "retrying") {
    const next = message.nextAttemptAt ? `; next attempt ${when(message.nextAttemptAt, zone)}` : "";
    return `${plural(message.attempts, "attempt")} so far${next}${lastError}`;
  }
  // A message refused at once (an invalid number) has no attempts: its error says why.
  if (message.status === "failed")
    return message.attempts ? `${failedAfter} after ${plural(message.attempts, "attempt")}${lastError}` : message.error;
  if (message.status === "cancelled") return message.error;
  return null;
}

/**
 * One channel's messages of an appointment, fetched when the details dialog opens and again
 * whenever `version` changes (the dialog bumps it after its actions that send messages).
 */
function AppointmentMessages<M extends OutboxMessage>({
  appointmentId,
  version = 0,
  channel,
}: {
  appointmentId: number;
  version?: number;
  channel: Channel<M>;
}) {
  const zone = usePracticeZone();
  const { load, retry: reload, update } = useSectionData<M[]>(channel.path(appointmentId), version);
  const [resending, setResending] = useState<number | null>(null);
  const Icon = channel.icon;

  // A button inside the details dialog (scripts run by then): it calls its server action directly.
  async function resend(message: M) {
    setResending(message.id);
    const data = new FormData();
    data.set("id", String(message.id));
    const state = await channel.resend(IDLE, data).catch(() => null);
    setResending(null);
    if (state?.status === "success" && state.data) {
      const updated = state.data;
      update((messages) => messages.map((m) => (m.id === updated.id ? updated : m)));
      toast({
        title: `${channel.noun === "email" ? "Email" : "Text"} Resent`,
        description: `${updated.label} to ${updated.to}: ${STATUS[updated.status].label}.`,
      });
      return;
    }
    toastError({
      title: "Resend Failed",
      description: (state?.status === "error" && state.message) || `There was a problem resending the ${channel.noun}.`,
    });
    // It may no longer be failed (resent elsewhere): show what it is now.
    reload();
  }

  return (
    <section aria-labelledby={channel.id} className="grid gap-3">
      <h3 id={channel.id} className="font-sans text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {channel.heading}
      </h3>
      {load.state === "loading" || load.state === "error" ? (
        <SectionLoadState state={load.state} what={channel.what} onRetry={reload} />
      ) : load.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{channel.empty}</p>
      ) : (
        <ul className="grid gap-2">
          {load.data.map((message) => {
            const note = detail(message, channel.failedAfter, zone);
            return (
              <li key={message.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border p-3">
                {/* 18rem before the Resend button sits beside it: on a phone the button goes below. */}
                <div className="flex min-w-0 grow basis-72 items-start gap-3">
                  <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  <div className="grid min-w-0 gap-1">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-medium">
                      {message.label}
                      <Badge variant={STATUS[message.status].variant}>
                        <span className="sr-only">Status: </span>
                        {STATUS[message.status].label}
                      </Badge>
                    </p>
                    <p className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
                      To {message.to} · <time dateTime={message.createdAt}>{when(message.createdAt, zone)}</time>
                    </p>
                    {channel.body ? <p className="text-xs [overflow-wrap:anywhere]">{channel.body(message)}</p> : null}
                    {note ? (
                      <p className={cn("text-xs [overflow-wrap:anywhere]", message.status === "failed" && "text-destructive")}>{note}</p>
                    ) : null}
                  </div>
                </div>
                {message.status === "failed" ? (
                  <Button
                    variant="outline"
                    size="sm"
                    className="h-10"
                    disabled={resending !== null}
                    aria-label={`Resend ${message.label}`}
                    onClick={() => void resend(message)}
                  >
                    {resending === message.id ? <Spinner size="sm" label="Resending..." /> : <RotateCw aria-hidden="true" />}
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

const EMAILS: Channel<AdminEmail> = {
  heading: "Emails",
  id: "emails-heading",
  what: "emails",
  empty: "No emails for this appointment yet",
  noun: "email",
  icon: Mail,
  path: (id) => `/api/admin/appointments/${id}/emails`,
  resend: resendEmailAction,
  failedAfter: "Gave up",
};

const TEXTS: Channel<AdminText> = {
  heading: "Text messages",
  id: "texts-heading",
  what: "text messages",
  empty: "No text messages for this appointment",
  noun: "text",
  icon: MessageSquare,
  path: (id) => `/api/admin/appointments/${id}/texts`,
  resend: resendTextAction,
  failedAfter: "Not delivered",
  body: (text) => text.body,
};

/** The emails of one appointment (the email outbox's log); a failed one can be resent. */
export const AppointmentEmails = (props: { appointmentId: number; version?: number }) => (
  <AppointmentMessages {...props} channel={EMAILS} />
);

/** The text messages of one appointment (the text outbox), beside its emails; a failed one can be resent. */
export const AppointmentTexts = (props: { appointmentId: number; version?: number }) => <AppointmentMessages {...props} channel={TEXTS} />;
