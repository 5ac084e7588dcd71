import { Link } from "@/components/ui/link";
import { CalendarPlusIcon, CircleCheckIcon, HomeIcon, VideoIcon } from "lucide-react";
import { sessionTime } from "@/lib/format";
import { fullAddress } from "@/lib/site-config";
import { Button } from "@/components/ui/button";
import type { BookingConfirmation } from "@/lib/appointments/complete";
import { ConfirmationPayment, ConfirmationPolicy } from "@/components/booking/confirmation-extras";
import { useTimeZone } from "@/components/booking/time-zone";

/** Step 5: what was booked, how to join, and a working Add to Calendar (.ics + Google). */
export function ConfirmationStep({
  confirmation,
  email,
  onBookAnother,
}: {
  confirmation: BookingConfirmation;
  email: string;
  /** Starts a fresh wizard (the booked service preselected). */
  onBookAnother: () => void;
}) {
  const { appointment, calendar } = confirmation;
  const virtual = appointment.isVirtual;
  const zones = useTimeZone();
  const when = sessionTime(appointment.startsAt, { clientZone: zones.clientZone, inPerson: !virtual, practiceZone: zones.practiceZone });
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex items-start gap-3 rounded-lg border border-success/25 bg-success/5 p-4">
        <CircleCheckIcon className="mt-0.5 size-6 shrink-0 text-success" aria-hidden="true" />
        <p className="text-sm">
          Thank you! Your session is booked{confirmation.payment ? " and paid" : ""}. A confirmation email with the details
          {virtual ? " and your video link" : ""} has been sent to{" "}
          <strong className="font-semibold [overflow-wrap:anywhere]">{email}</strong>.
        </p>
      </div>

      <dl className="grid gap-3 rounded-lg border border-border bg-sand/40 p-5 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">Service</dt>
        <dd className="font-medium">{appointment.serviceName}</dd>
        <dt className="text-muted-foreground">Date</dt>
        <dd className="font-medium">{when.longDate}</dd>
        <dt className="text-muted-foreground">Time</dt>
        <dd className="font-medium">{when.line}</dd>
        <dt className="text-muted-foreground">Location</dt>
        <dd className="font-medium">
          {appointment.location}
          {!virtual && <span className="block font-normal text-muted-foreground">{fullAddress}</span>}
        </dd>
      </dl>

      <ConfirmationPayment confirmation={confirmation} />
      <ConfirmationPolicy free={!confirmation.payment && Boolean(confirmation.free)} />

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {virtual && appointment.zoomLink && (
          <Button asChild size="lg">
            <a href={appointment.zoomLink} target="_blank" rel="noopener noreferrer">
              <VideoIcon aria-hidden="true" /> Join Session
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        )}
        <Button asChild size="lg" variant={virtual ? "outline" : "default"}>
          <a href={calendar.icsUrl} download>
            <CalendarPlusIcon aria-hidden="true" /> Add to Calendar
          </a>
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href={calendar.googleUrl} target="_blank" rel="noopener noreferrer">
            Add to Google Calendar
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </Button>
        <Button size="lg" variant="outline" onClick={onBookAnother}>
          <CalendarPlusIcon aria-hidden="true" /> Book another session
        </Button>
        <Button asChild size="lg" variant="ghost">
          <Link href="/">
            <HomeIcon aria-hidden="true" /> Return to Home
          </Link>
        </Button>
      </div>
    </div>
  );
}
