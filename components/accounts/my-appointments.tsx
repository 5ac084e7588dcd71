import { Link } from "@/components/ui/link";
import {
  CalendarClock,
  CalendarDays,
  CalendarPlus,
  CalendarX2,
  Clock,
  ClipboardCheck,
  ClipboardList,
  CreditCard,
  FileDown,
  History,
  Hourglass,
  MapPin,
  Video,
} from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { CancelAppointmentButton } from "@/components/accounts/cancel-appointment";
import { ChangePolicyNote } from "@/components/accounts/change-policy-note";
import { JoinSessionButton } from "@/components/accounts/join-session-button";
import { BookSessionLink, NoSessionsCard, SessionDetail, SessionsLoadError } from "@/components/accounts/session-card-parts";
import {
  cancelledWords,
  changeDeadlineWords,
  paymentWords,
  refundWords,
  rescheduledFromWords,
  statusWords,
  whenWords,
} from "@/lib/accounts/appointment-display";
import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import { listAppointmentsForUser } from "@/lib/accounts/client-data";
import { listWaitlistForUser, type WaitlistEntryDTO } from "@/lib/waitlist/entries";
import { MyWaitlist } from "@/components/accounts/my-waitlist";
import { googleCalendarUrl } from "@/lib/documents/ics";
import { appointmentIntakePaths, intakeStates, type AppointmentIntakeState } from "@/lib/intake/responses";

// /appointments, rendered on the server (streamed under <Suspense> with the skeleton below): every
// booking of the client, virtual and in person. Only the Cancel button and Join Session are client
// components; everything else works before JavaScript loads.

/** The client's appointments in Upcoming and Past, or an error state when they cannot be read. */
export async function MyAppointments({ userId, timeZone }: { userId: number; timeZone: string | null }) {
  let appointments: UserAppointmentDTO[];
  let intake: Record<number, AppointmentIntakeState>;
  let waitlist: WaitlistEntryDTO[];
  try {
    [appointments, waitlist] = await Promise.all([listAppointmentsForUser(userId), listWaitlistForUser(userId)]);
    intake = await intakeStates(
      userId,
      appointments.map((a) => a.id),
    );
  } catch (error) {
    console.error("Loading the appointments failed", error);
    return <SessionsLoadError title="Error Loading Appointments" what="appointments" />;
  }
  const waiting = waitlist.length > 0 && <MyWaitlist entries={waitlist} timeZone={timeZone} />;
  if (appointments.length === 0)
    return waiting ? (
      <div className="flex flex-col gap-10">
        <NoAppointments />
        {waiting}
      </div>
    ) : (
      <NoAppointments />
    );
  const upcoming = appointments.filter((a) => a.upcoming);
  const past = appointments.filter((a) => !a.upcoming);
  return (
    <div className="flex flex-col gap-10">
      <AppointmentSection
        id="upcoming"
        title="Upcoming"
        appointments={upcoming}
        intake={intake}
        timeZone={timeZone}
        empty={<NoUpcoming />}
      />
      {waiting}
      {past.length > 0 && (
        <AppointmentSection id="past" title="Past and cancelled" appointments={past} intake={intake} timeZone={timeZone} />
      )}
    </div>
  );
}

function AppointmentSection({
  id,
  title,
  appointments,
  intake,
  timeZone,
  empty,
}: {
  id: string;
  title: string;
  appointments: UserAppointmentDTO[];
  intake: Record<number, AppointmentIntakeState>;
  timeZone: string | null;
  empty?: React.ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-semibold">
        {title}
      </h2>
      {appointments.length === 0 ? (
        empty
      ) : (
        <ul className="grid gap-5 lg:grid-cols-2" aria-labelledby={headingId}>
          {appointments.map((a) => (
            <li key={a.id} className="min-w-0">
              <AppointmentCard appointment={a} timeZone={timeZone} intake={intake[a.id]} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const TONE_TO_BADGE = { success: "success", warning: "warning", secondary: "secondary", destructive: "destructive" } as const;

export function AppointmentCard({
  appointment: a,
  timeZone,
  intake,
}: {
  appointment: UserAppointmentDTO;
  timeZone: string | null;
  /** Where the booking's intake form stands (none: the service asks none). */
  intake?: AppointmentIntakeState;
}) {
  const when = whenWords(a, timeZone);
  const status = statusWords(a);
  const titleId = `appointment-${a.id}-title`;
  const refund = refundWords(a, timeZone);
  const cancelled = cancelledWords(a, timeZone);
  const movedFrom = rescheduledFromWords(a, timeZone);
  const bookedAndAhead = a.upcoming && a.status === "confirmed";

  return (
    <article
      id={`appointment-${a.id}`}
      aria-labelledby={titleId}
      data-testid="appointment-card"
      className="flex h-full min-w-0 flex-col gap-5 rounded-xl border border-border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <h3 id={titleId} className="min-w-0 font-display text-xl font-semibold leading-tight [overflow-wrap:anywhere]">
          {a.serviceName}
        </h3>
        <Badge variant={TONE_TO_BADGE[status.tone]}>
          <span className="sr-only">Status: </span>
          {status.label}
        </Badge>
      </div>

      <dl className="grid gap-3 text-sm">
        <SessionDetail icon={CalendarDays} label="Date">
          {when.date}
        </SessionDetail>
        <SessionDetail icon={Clock} label="Time">
          {when.time}
          <span className="text-muted-foreground">, {a.serviceDuration} minutes</span>
        </SessionDetail>
        <SessionDetail icon={a.isVirtual ? Video : MapPin} label="Location">
          {a.isVirtual ? (
            "Virtual (video call)"
          ) : (
            <>
              In-Person
              {a.address && <span className="block text-muted-foreground">{a.address}</span>}
            </>
          )}
        </SessionDetail>
        <SessionDetail icon={CreditCard} label="Payment">
          {paymentWords(a)}
          {refund && <span className="block font-medium text-foreground">{refund}</span>}
        </SessionDetail>
        {movedFrom && (
          <SessionDetail icon={History} label="Rescheduled">
            Rescheduled from {movedFrom}
          </SessionDetail>
        )}
        {cancelled && (
          <SessionDetail icon={CalendarX2} label="Cancelled">
            {cancelled}
          </SessionDetail>
        )}
      </dl>

      {a.status === "pending" && a.upcoming && (
        <p className="flex items-start gap-2 rounded-md bg-warning/5 px-3 py-2.5 text-sm">
          <Hourglass className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          <span>
            This time is held while you pay.{" "}
            <Link href="/schedule" className="font-medium text-primary underline underline-offset-4 hover:no-underline">
              Finish booking
            </Link>
          </span>
        </p>
      )}

      {intake && <IntakeStatus appointment={a} state={intake} />}
      {bookedAndAhead && <SessionLinks appointment={a} />}
      <Documents appointment={a} />
      {bookedAndAhead && <ChangeActions appointment={a} timeZone={timeZone} />}
    </article>
  );
}

/** Join Session (virtual) and Add to Calendar: for booked sessions still ahead. */
function SessionLinks({ appointment: a }: { appointment: UserAppointmentDTO }) {
  const google = googleCalendarUrl({
    id: a.id,
    startsAt: new Date(a.startsAt),
    endsAt: new Date(a.endsAt),
    isVirtual: a.isVirtual,
    service: { name: a.serviceName, duration: a.serviceDuration },
  });
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      {a.isVirtual && <JoinSessionButton zoomLink={a.zoomLink} serviceName={a.serviceName} />}
      {a.calendarUrl && (
        <Button asChild variant="outline" className="w-full sm:w-fit">
          <a href={a.calendarUrl} download>
            <CalendarPlus aria-hidden="true" />
            Add to Calendar
          </a>
        </Button>
      )}
      <Button asChild variant="outline" className="w-full sm:w-fit">
        <a href={google} target="_blank" rel="noopener noreferrer">
          Add to Google Calendar
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </Button>
    </div>
  );
}

/** The intake form: a link to answer it while it is missing, else that it is answered with the answers as PDF. */
function IntakeStatus({ appointment: a, state }: { appointment: UserAppointmentDTO; state: AppointmentIntakeState }) {
  if (state === "missing") {
    return (
      <div className="flex flex-col gap-3 rounded-md border border-warning/40 bg-warning/5 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2">
          <ClipboardList className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
          <span>Please answer the intake form before your session.</span>
        </p>
        <Button asChild size="sm" className="w-full sm:w-fit">
          <Link href={appointmentIntakePaths.page(a.id)}>
            Complete your intake form<span className="sr-only"> for {a.serviceName}</span>
          </Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
      <p className="flex items-center gap-2">
        <ClipboardCheck className="size-4 shrink-0 text-success" aria-hidden="true" />
        Intake form: answered
      </p>
      <DownloadLink href={appointmentIntakePaths.pdf(a.id)}>Download my answers</DownloadLink>
    </div>
  );
}

/** The client's own receipt and signed consent form, for every appointment that has them. */
function Documents({ appointment: a }: { appointment: UserAppointmentDTO }) {
  if (!a.receiptUrl && !a.consentUrl) return null;
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm" aria-label={`Documents for ${a.serviceName}`}>
      {a.receiptUrl && (
        <li>
          <DownloadLink href={a.receiptUrl}>Receipt (PDF)</DownloadLink>
        </li>
      )}
      {a.consentUrl && (
        <li>
          <DownloadLink href={a.consentUrl}>Signed consent form (PDF)</DownloadLink>
        </li>
      )}
    </ul>
  );
}

function DownloadLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      download
      className="inline-flex min-h-6 items-center gap-1.5 rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <FileDown className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </a>
  );
}

/** Reschedule and Cancel until the policy's cutoff; after it, the policy and how to reach the practice. */
function ChangeActions({ appointment: a, timeZone }: { appointment: UserAppointmentDTO; timeZone: string | null }) {
  if (!a.change.canChange) {
    return a.change.reason === "cutoff_passed" ? <ChangePolicyNote /> : null;
  }
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <p className="text-sm text-muted-foreground">{changeDeadlineWords(a, timeZone)}</p>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild variant="secondary" className="w-full sm:w-fit">
          <Link href={`/appointments/${a.id}/reschedule`} aria-label={`Reschedule ${a.serviceName} on ${whenWords(a, timeZone).date}`}>
            <CalendarClock aria-hidden="true" />
            Reschedule
          </Link>
        </Button>
        <CancelAppointmentButton appointment={a} timeZone={timeZone} />
      </div>
    </div>
  );
}

/** Two card shapes while the appointments load (loading.tsx and the Suspense fallback). */
export function MyAppointmentsSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only" role="status">
        Loading your appointments...
      </span>
      <Skeleton className="h-8 w-40" />
      <div className="grid gap-5 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="flex flex-col gap-5 rounded-xl border border-border bg-card p-6 shadow-sm">
            <div className="flex justify-between gap-4">
              <Skeleton className="h-7 w-2/3" />
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
            <div className="flex flex-col gap-3">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-5 w-3/5" />
              <Skeleton className="h-5 w-2/5" />
              <Skeleton className="h-5 w-1/3" />
            </div>
            <div className="flex gap-2">
              <Skeleton className="h-11 w-36" />
              <Skeleton className="h-11 w-28" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

function NoAppointments() {
  return (
    <NoSessionsCard icon={CalendarDays} title="No appointments yet">
      When you book a session, virtual or in person, it will appear here with its time, receipt and options to reschedule or cancel.
    </NoSessionsCard>
  );
}

function NoUpcoming() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-xl border border-dashed border-border p-6">
      <p className="text-muted-foreground">You have no upcoming sessions. Your past and cancelled appointments are listed below.</p>
      <BookSessionLink />
    </div>
  );
}
