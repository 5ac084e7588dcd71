import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CalendarPlus, Download, Mail, Phone } from "lucide-react";

import { PaymentBadge, StatusBadge } from "@/components/admin/badges";
import { ClientNotes } from "@/components/admin/clients/notes";
import { CreditAdjustForm } from "@/components/admin/clients/credit-form";
import { GiftCardStatusBadge } from "@/components/admin/gift-cards/status-badge";
import { FlaggedBadge, IntakeAnswersList } from "@/components/admin/intake-answers";
import { LedgerHistory } from "@/components/admin/ledger-history";
import { dashboardHref, DEFAULT_STATE } from "@/components/admin/url-state";
import { formatLongDate, formatPrice, formatShortDate, formatTimeWithZone } from "@/lib/format";
import { BackLink } from "@/components/admin/back-link";
import { AdminPageTitle, AdminShell } from "@/components/admin/shell";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { requireAdminPage } from "@/lib/admin/auth";
import { clientLedger, type ClientLedger } from "@/lib/admin/client-ledger";
import { clientDetail } from "@/lib/admin/clients";
import { AppError } from "@/lib/errors";
import { siteConfig } from "@/lib/site-config";
import { cn } from "@/lib/utils";

export const metadata: Metadata = { title: "Client" };

// One client: contact links, appointments with payments and refunds, signed consent forms and
// the owner's private notes. Server-rendered; the notes editor is a small client component.

export default async function ClientPage({ params }: { params: Promise<{ key: string }> }) {
  const admin = await requireAdminPage();
  const key = safeDecode((await params).key);
  const client = await clientDetail(key).catch((error) => {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  });
  const tz = siteConfig.timeZone;
  const name = `${client.firstName} ${client.lastName}`.trim() || client.email;
  const payments = client.appointments.filter((a) => a.payment);
  // Packages and gift cards are bought with an account.
  const ledger = client.hasAccount ? await clientLedger(Number(client.key)) : null;
  const phoneHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

  return (
    <AdminShell admin={admin}>
      <BackLink href="/admin/clients">All clients</BackLink>
      <AdminPageTitle
        title={name}
        description={
          client.hasAccount
            ? `Client account${client.memberSince ? ` since ${formatShortDate(client.memberSince, tz)}` : ""}.`
            : "Booked without an account (found by booking email)."
        }
      >
        <Button asChild className="w-full sm:w-fit">
          <Link href={`/admin/appointments/new?client=${encodeURIComponent(client.key)}`}>
            <CalendarPlus aria-hidden="true" />
            Book a session
          </Link>
        </Button>
      </AdminPageTitle>

      <Section id="contact" title="Contact">
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <a
            href={`mailto:${client.email}`}
            className={cn(buttonVariants({ variant: "outline" }), "h-auto min-h-11 min-w-0 justify-start whitespace-normal py-2 text-left")}
          >
            <Mail aria-hidden="true" />
            <span className="min-w-0 break-all">
              <span className="sr-only">Email </span>
              {client.email}
            </span>
          </a>
          {client.phone ? (
            <a href={phoneHref(client.phone)} className={cn(buttonVariants({ variant: "outline" }), "min-h-11 justify-start")}>
              <Phone aria-hidden="true" />
              <span className="sr-only">Call </span>
              {client.phone}
            </a>
          ) : (
            <p className="text-sm text-muted-foreground">No phone number on the account.</p>
          )}
        </div>
        {client.bookedAs.length ? (
          <div className="grid gap-2">
            <h3 className="font-sans text-sm font-semibold">Also booked as</h3>
            <ul className="grid gap-1 text-sm">
              {client.bookedAs.map((b) => (
                <li key={`${b.name}|${b.email}|${b.phone}`} className="[overflow-wrap:anywhere]">
                  {b.name} ·{" "}
                  <a className="text-primary underline-offset-4 hover:underline" href={`mailto:${b.email}`}>
                    {b.email}
                  </a>{" "}
                  ·{" "}
                  <a className="text-primary underline-offset-4 hover:underline" href={phoneHref(b.phone)}>
                    {b.phone}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Section>

      <Section id="notes" title="Private notes" description="Only you see these notes: they are never shown to the client.">
        <ClientNotes
          clientKey={client.key}
          notes={client.notes.map((n) => ({
            ...n,
            when: `${formatShortDate(n.createdAt, tz)}, ${formatTimeWithZone(n.createdAt, tz)}${Date.parse(n.updatedAt) - Date.parse(n.createdAt) > 1000 ? " (edited)" : ""}`,
          }))}
        />
      </Section>

      <Section
        id="appointments"
        title="Appointments"
        description={
          client.appointments.length === 1 ? "1 appointment, newest first." : `${client.appointments.length} appointments, newest first.`
        }
      >
        {client.appointments.length ? (
          <ul aria-label="Appointments" className="grid gap-2">
            {client.appointments.map((a) => (
              <li
                key={a.id}
                className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-0.5">
                  <Link
                    href={dashboardHref(DEFAULT_STATE, { appointment: a.id })}
                    className="[overflow-wrap:anywhere] font-medium text-primary underline-offset-4 hover:underline"
                  >
                    {a.serviceName}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {formatLongDate(a.startsAt, tz)}, {formatTimeWithZone(a.startsAt, tz)} · {a.isVirtual ? "Virtual" : "In person"}
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <StatusBadge status={a.status} />
                  {a.payment ? <PaymentBadge appointment={a} /> : null}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No appointments yet.</Empty>
        )}
      </Section>

      {ledger ? <PackagesAndGiftCards ledger={ledger} /> : null}

      <Section id="payments" title="Payments and refunds">
        {payments.length ? (
          <ul aria-label="Payments" className="grid gap-2">
            {payments.map((a) => {
              const p = a.payment!;
              return (
                <li key={p.paymentIntentId} className="grid gap-1 rounded-lg border border-border p-3 text-sm">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {formatPrice(p.amount)} · {a.serviceName} <PaymentBadge appointment={a} />
                  </p>
                  <p className="text-muted-foreground">
                    Session {formatShortDate(a.startsAt, tz)} · <span className="break-all">{p.paymentIntentId}</span>
                  </p>
                  {p.refundStatus === "refunded" ? (
                    <p>
                      Refunded {formatPrice(p.refundedCents)}
                      {p.refundedAt ? ` on ${formatShortDate(p.refundedAt, tz)}` : ""}
                      {p.refundReason ? `: ${p.refundReason}` : ""}
                    </p>
                  ) : p.refundStatus === "due" ? (
                    <p className="text-destructive">Refund due{p.refundReason ? `: ${p.refundReason}` : ""}</p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <Empty>No payments yet.</Empty>
        )}
      </Section>

      <Section id="consent" title="Signed consent forms">
        {client.consents.length ? (
          <ul aria-label="Consent forms" className="grid gap-2">
            {client.consents.map((c) => (
              <li
                key={c.id}
                className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-0.5 text-sm">
                  <p className="[overflow-wrap:anywhere] font-medium">{c.serviceSelected}</p>
                  <p className="text-muted-foreground">
                    Signed by {c.fullName} on {formatShortDate(c.signedAt, tz)}
                  </p>
                </div>
                {c.download ? (
                  <a
                    href={`/api/admin/artifacts/${c.download.artifactId}/download`}
                    download={c.download.fileName}
                    className={cn(buttonVariants({ variant: "outline", size: "sm" }), "h-10")}
                  >
                    <Download aria-hidden="true" />
                    Download<span className="sr-only"> consent form signed {formatShortDate(c.signedAt, tz)}</span>
                  </a>
                ) : (
                  <Badge variant="outline">No PDF yet</Badge>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No signed consent forms.</Empty>
        )}
      </Section>

      <Section id="intake" title="Intake answers" description="Health information: only you and the client can read these answers.">
        {client.intakeResponses.length ? (
          <ul aria-label="Intake answers" className="grid gap-3">
            {client.intakeResponses.map((r) => (
              <li key={r.id} className="grid gap-3 rounded-lg border border-border p-3">
                <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                  <div className="grid min-w-0 gap-1 text-sm">
                    <h3 className="[overflow-wrap:anywhere] font-medium">{r.formName}</h3>
                    <p className="text-muted-foreground">
                      Version {r.version} · answered {formatShortDate(r.submittedAt, tz)}
                    </p>
                    {r.flaggedCount > 0 ? (
                      <p>
                        <FlaggedBadge /> <span className="sr-only">: </span>
                        <span className="text-sm">
                          {r.flaggedCount} answer{r.flaggedCount === 1 ? "" : "s"}
                        </span>
                      </p>
                    ) : null}
                  </div>
                  <a
                    href={`/api/admin/intake-responses/${r.id}`}
                    download={`intake-answers-${r.id}.pdf`}
                    className={cn(buttonVariants({ variant: "outline", size: "sm" }), "h-10")}
                  >
                    <Download aria-hidden="true" />
                    Download<span className="sr-only"> intake answers of {formatShortDate(r.submittedAt, tz)}</span> (PDF)
                  </a>
                </div>
                <details open={r.flaggedCount > 0}>
                  <summary className="cursor-pointer text-sm font-medium">Answers</summary>
                  <div className="mt-3">
                    <IntakeAnswersList response={r} />
                  </div>
                </details>
              </li>
            ))}
          </ul>
        ) : (
          <Empty>No intake answers.</Empty>
        )}
      </Section>
    </AdminShell>
  );
}

/** The client's packages (credits left, expiry, each movement, the owner's give-back) and gift cards. */
function PackagesAndGiftCards({ ledger }: { ledger: ClientLedger }) {
  const tz = siteConfig.timeZone;
  return (
    <Section
      id="packages"
      title="Packages and gift cards"
      description={`Gift card balance: ${formatPrice(ledger.giftBalanceCents)} on active cards the client bought or paid with.`}
    >
      {ledger.packages.length ? (
        <ul aria-label="Packages" className="grid gap-3">
          {ledger.packages.map((p) => (
            <li key={p.id} data-testid="client-package" className="grid gap-3 rounded-lg border border-border p-3">
              <div className="grid gap-0.5">
                <h3 className="flex flex-wrap items-center gap-2 font-sans text-base font-semibold">
                  {p.name}
                  {p.expired ? <Badge variant="secondary">Expired</Badge> : <Badge variant="success">Valid</Badge>}
                </h3>
                <p className="text-sm">
                  <strong>
                    {p.remaining} of {p.sessions}
                  </strong>{" "}
                  sessions left · {p.expired ? "Expired" : "Expires"} {formatShortDate(p.expiresAt, tz)},{" "}
                  {formatTimeWithZone(p.expiresAt, tz)}
                </p>
              </div>
              <LedgerHistory rows={p.history} unit="sessions" label={`History of ${p.name}`} />
              <CreditAdjustForm
                clientPackageId={p.id}
                packageName={p.name}
                bookings={p.history
                  .filter((row) => row.kind === "use" && row.appointment)
                  .map((row) => ({
                    id: row.appointment!.id,
                    label: `${row.appointment!.serviceName}, ${formatShortDate(row.appointment!.startsAt, tz)} ${formatTimeWithZone(row.appointment!.startsAt, tz)}`,
                  }))}
              />
            </li>
          ))}
        </ul>
      ) : (
        <Empty>No packages.</Empty>
      )}
      {ledger.giftCards.length ? (
        <ul aria-label="Gift cards" className="grid gap-2">
          {ledger.giftCards.map((card) => (
            <li
              key={card.id}
              className="flex flex-col gap-1 rounded-lg border border-border p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="flex flex-wrap items-center gap-2">
                <Link
                  href={`/admin/gift-cards/${card.id}`}
                  className="font-mono font-medium text-primary underline-offset-4 hover:underline"
                >
                  <span aria-hidden="true">{card.maskedCode}</span>
                  <span className="sr-only">Gift card ending {card.maskedCode.slice(-4)}</span>
                </Link>
                <GiftCardStatusBadge status={card.status} />
                <span className="text-muted-foreground">
                  {[card.bought ? `bought for ${card.recipientName}` : null, card.used ? "paid with" : null].filter(Boolean).join(", ")}
                </span>
              </p>
              <p className="font-semibold tabular-nums">{formatPrice(card.balanceCents)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <Empty>No gift cards bought or used.</Empty>
      )}
    </Section>
  );
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: React.ReactNode }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="grid min-w-0 gap-4 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-6 [&>*]:min-w-0"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-heading`} className="text-2xl font-semibold">
          {title}
        </h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The segment as typed (an email's "@" may arrive as %40); a malformed escape is kept as is. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const Empty = ({ children }: { children: React.ReactNode }) => (
  <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">{children}</p>
);
