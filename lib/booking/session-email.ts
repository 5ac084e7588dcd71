import type { SessionEmailProps } from "@/emails/layout";
import { manageBookingLink, cancellationPolicy } from "@/lib/booking/policy";
import { appointmentEvent, appointmentWhen, googleCalendarUrl, type AppointmentDetails } from "@/lib/documents";
import { fullAddress, practitionerName, siteConfig } from "@/lib/site-config";

/**
 * What the confirmation and the rescheduled email say about a booking: the service, the time in
 * the client's zone (with the practice's where it differs), where it happens, the policy and
 * where to manage it, from one place so the two emails never disagree.
 */
export function sessionEmailProps(a: AppointmentDetails): SessionEmailProps {
  const when = appointmentWhen(a, a.user?.timeZone);
  const manage = manageBookingLink();
  return {
    firstName: a.clientFirstName,
    serviceName: a.service.name,
    durationMinutes: a.service.duration,
    practitionerName,
    longDate: when.longDate,
    timeWithZone: when.timeLine,
    location: when.location,
    address: fullAddress,
    videoLink: appointmentEvent(a).videoLink,
    cancellationPolicy: cancellationPolicy(),
    manage: { url: `${siteConfig.url}${manage.href}`, label: manage.label },
    googleCalendarUrl: googleCalendarUrl(a),
  };
}
