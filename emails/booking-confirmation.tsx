import { Heading, Link, Text } from "@react-email/components";
import {
  AppointmentDetails,
  EmailLayout,
  PolicyAndManage,
  RescheduleNote,
  SessionAccess,
  emailText,
  locationLine,
  serviceLine,
  type SessionEmailProps,
} from "@/emails/layout";
import { cancellationPolicy } from "@/lib/booking/policy";
import { joinPageUrl } from "@/lib/booking/links";
import type { paidAmountLines } from "@/lib/payments/tax-display";
import { siteConfig } from "@/lib/site-config";

export type BookingConfirmationEmailProps = SessionEmailProps & {
  /**
   * What was paid, itemised ("$120.00", { "Sales tax (NC 4.75%)", "$5.70" }, "$125.70"), with the
   * price and the promo code's discount first when there was one; null if not paid.
   */
  payment: ReturnType<typeof paidAmountLines> | null;
  /** Whether the receipt PDF is attached. */
  receiptAttached: boolean;
  /**
   * When nothing was paid online: "Free" ("Free (WELCOME100)" when a promo code took off the whole
   * price), or what is still to pay (a session the practice booked for the client).
   */
  unpaidNote?: string | null;
};

/** Sent once when a booking is confirmed; the .ics file and the receipt PDF are attached. */
export default function BookingConfirmationEmail(p: BookingConfirmationEmailProps) {
  return (
    <EmailLayout preview={`Your ${p.serviceName} on ${p.longDate} at ${p.timeWithZone} is confirmed.`}>
      <Heading as="h1" style={{ fontSize: 22, margin: "0 0 16px", color: "#1f2a24" }}>
        Booking Confirmed!
      </Heading>
      <Text style={emailText}>
        Hi {p.firstName}, thank you for booking with {siteConfig.name}. Here are the details of your session:
      </Text>
      <AppointmentDetails
        rows={[
          ["Service", serviceLine(p)],
          ["Date", p.longDate],
          ["Time", p.timeWithZone],
          ["Location", locationLine(p)],
        ]}
      />
      {!p.payment && p.unpaidNote ? <AppointmentDetails rows={[["Payment", p.unpaidNote]]} /> : null}
      {p.payment && (
        <AppointmentDetails
          rows={[
            ...(p.payment.discount
              ? ([
                  ["Price", p.payment.discount.price],
                  [p.payment.discount.label, p.payment.discount.amount],
                ] as [string, string][])
              : []),
            ["Subtotal", p.payment.subtotal],
            ...(p.payment.tax ? [[p.payment.tax.label, p.payment.tax.amount] as [string, string]] : []),
            ...(p.payment.giftCard
              ? ([
                  ["Total", p.payment.total],
                  [p.payment.giftCard.label, p.payment.giftCard.amount],
                  ["Paid by card", p.payment.giftCard.card],
                ] as [string, string][])
              : ([["Total paid", p.payment.total]] as [string, string][])),
            ["Receipt", p.receiptAttached ? "attached (PDF)" : null],
          ]}
        />
      )}
      <SessionAccess
        videoLink={p.videoLink}
        intro="Join your session from a quiet, comfortable place a few minutes before it starts:"
        inPersonNote={`Please arrive five minutes early. We look forward to welcoming you at ${p.address}.`}
      />
      <Text style={emailText}>
        The attached calendar file (.ics) adds the session to your calendar, or{" "}
        <Link href={p.googleCalendarUrl}>add it to Google Calendar</Link>.
      </Text>
      <PolicyAndManage cancellationPolicy={p.cancellationPolicy} manage={p.manage} />
      <RescheduleNote />
    </EmailLayout>
  );
}

BookingConfirmationEmail.PreviewProps = {
  firstName: "Alex",
  serviceName: "Clinical Hypnotherapy (Virtual)",
  durationMinutes: 60,
  practitionerName: "Maya Reyes",
  longDate: "Monday, December 7, 2026",
  timeWithZone: "2:30 PM EST",
  location: "Virtual",
  address: "1420 Willow Creek Road, Suite 200, Asheville, NC 28801",
  videoLink: joinPageUrl(1042),
  payment: {
    discount: null,
    subtotal: "$120.00",
    tax: { label: "Sales tax (NC 4.75%)", amount: "$5.70" },
    total: "$125.70",
    giftCard: null,
  },
  receiptAttached: true,
  cancellationPolicy: cancellationPolicy(),
  manage: { url: `${siteConfig.url}/appointments`, label: "My Appointments" },
  googleCalendarUrl: "https://calendar.google.com/calendar/render?action=TEMPLATE",
} satisfies BookingConfirmationEmailProps;
