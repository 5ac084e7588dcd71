import type { ReactElement } from "react";
import AppointmentCancelledEmail, { type AppointmentCancelledEmailProps } from "@/emails/appointment-cancelled";
import AppointmentRescheduledEmail, { type AppointmentRescheduledEmailProps } from "@/emails/appointment-rescheduled";
import AppointmentReminderEmail, { type AppointmentReminderEmailProps } from "@/emails/appointment-reminder";
import BookingConfirmationEmail, { type BookingConfirmationEmailProps } from "@/emails/booking-confirmation";
import ContactAcknowledgementEmail from "@/emails/contact-acknowledgement";
import ContactOwnerEmail from "@/emails/contact-owner";
import GiftCardEmail from "@/emails/gift-card";
import PurchaseConfirmationEmail from "@/emails/purchase-confirmation";
import type { AppointmentEmailBasics } from "@/emails/layout";
import NewsletterWelcomeEmail from "@/emails/newsletter-welcome";
import OwnerAppointmentNoticeEmail, { type OwnerAppointmentNoticeEmailProps, ownerNoticeSubject } from "@/emails/owner-appointment-notice";
import PasswordResetEmail, { passwordResetSubject } from "@/emails/password-reset";
import PaymentRefundNeededEmail from "@/emails/payment-refund-needed";
import PackageExpiringEmail from "@/emails/package-expiring";
import IntakeReminderEmail from "@/emails/intake-reminder";
import CalendarFailingEmail from "@/emails/calendar-failing";
import WaitlistOfferEmail from "@/emails/waitlist-offer";
import { RESET_LINK_VALID_FOR, forgotPasswordUrl, passwordResetUrl } from "@/lib/accounts/password-reset-links";
import { cancellationPolicy } from "@/lib/booking/policy";
import { adminAppointmentUrl, joinPageUrl } from "@/lib/booking/links";
import { unsubscribePageUrl } from "@/lib/newsletter/links";
import { freeLabel, paidAmountLines } from "@/lib/payments/tax-display";
import { fullAddress, practitionerName, siteConfig } from "@/lib/site-config";

/** A virtual session's join page, as every email about one links it (never the room itself). */
export const SAMPLE_JOIN_PAGE = joinPageUrl(1042);

// Every email template with realistic props, in each variant worth looking at: the preview script
// (npm run emails:preview) and tests/unit/emails/templates.test.tsx render them all. The props are
// typed by the templates, so a prop change breaks the build here rather than in an inbox.
// Each name starts with its template's file name.

export type EmailSample = { name: string; subject: string; element: ReactElement };

const virtual: AppointmentEmailBasics = {
  firstName: "Alex",
  serviceName: "Clinical Hypnotherapy (Virtual)",
  practitionerName,
  longDate: "Monday, December 7, 2026",
  timeWithZone: "2:30 PM EST",
  location: "Virtual",
};
const inPerson: AppointmentEmailBasics = {
  ...virtual,
  serviceName: "Private Yoga Session",
  longDate: "Wednesday, December 9, 2026",
  timeWithZone: "10:00 AM EST",
  location: "In-Person",
};

const reminderSubject = (b: AppointmentEmailBasics) => `Reminder: ${b.serviceName} on ${b.longDate} at ${b.timeWithZone}`;
const reminder = (b: AppointmentEmailBasics, p: Omit<AppointmentReminderEmailProps, keyof AppointmentEmailBasics>) => (
  <AppointmentReminderEmail {...b} {...p} />
);

const confirmation = (b: AppointmentEmailBasics, p: Omit<BookingConfirmationEmailProps, keyof AppointmentEmailBasics>) => (
  <BookingConfirmationEmail {...b} {...p} />
);
const confirmationFields = {
  durationMinutes: 60,
  address: fullAddress,
  payment: paidAmountLines({ subtotalCents: 12000, taxCents: 570, totalCents: 12570, taxRate: 0.0475, taxState: "NC" }),
  receiptAttached: true,
  cancellationPolicy: cancellationPolicy(),
  manage: { url: `${siteConfig.url}/appointments`, label: "My Appointments" },
  googleCalendarUrl: "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Session",
};

const rescheduled = (b: AppointmentEmailBasics, p: Omit<AppointmentRescheduledEmailProps, keyof AppointmentEmailBasics>) => (
  <AppointmentRescheduledEmail {...b} {...p} />
);
const rescheduledFields = {
  durationMinutes: 60,
  address: fullAddress,
  cancellationPolicy: cancellationPolicy(),
  manage: { url: `${siteConfig.url}/appointments`, label: "My Appointments" },
  googleCalendarUrl: "https://calendar.google.com/calendar/render?action=TEMPLATE&text=Session",
};

const cancelled = (p: Omit<AppointmentCancelledEmailProps, keyof AppointmentEmailBasics>) => (
  <AppointmentCancelledEmail {...virtual} {...p} />
);

const ownerNotice = (p: Pick<OwnerAppointmentNoticeEmailProps, "event"> & Partial<OwnerAppointmentNoticeEmailProps>): EmailSample => {
  const props: OwnerAppointmentNoticeEmailProps = {
    appointmentId: 1042,
    clientName: "Jane Doe",
    clientEmail: "jane.doe@example.com",
    clientPhone: "(828) 555-0199",
    serviceName: virtual.serviceName,
    longDate: virtual.longDate,
    timeWithZone: virtual.timeWithZone,
    location: "Virtual",
    amount: "$125.70",
    previousWhen: null,
    cancelledBy: null,
    refund: null,
    adminUrl: adminAppointmentUrl(1042),
    ...p,
  };
  return {
    name: `owner-appointment-notice-${p.event}`,
    subject: ownerNoticeSubject(props),
    element: <OwnerAppointmentNoticeEmail {...props} />,
  };
};

export const emailSamples: EmailSample[] = [
  {
    name: "appointment-reminder-virtual",
    subject: reminderSubject(virtual),
    element: reminder(virtual, { videoLink: SAMPLE_JOIN_PAGE, customMessage: null, preferencesUrl: `${siteConfig.url}/profile` }),
  },
  {
    name: "appointment-reminder-in-person",
    subject: reminderSubject(inPerson),
    element: reminder(inPerson, {
      address: fullAddress,
      videoLink: null,
      customMessage: "Wear comfortable clothes; mats and blankets are provided.",
      preferencesUrl: `${siteConfig.url}/profile`,
    }),
  },
  {
    name: "booking-confirmation-virtual",
    subject: `Booking confirmed: ${virtual.serviceName} on ${virtual.longDate}`,
    element: confirmation(virtual, { ...confirmationFields, videoLink: SAMPLE_JOIN_PAGE }),
  },
  {
    name: "booking-confirmation-to-be-paid",
    subject: `Booking confirmed: ${inPerson.serviceName} on ${inPerson.longDate}`,
    // Booked by the practice for the client, to be paid later: no payment lines, no receipt.
    element: confirmation(inPerson, {
      ...confirmationFields,
      durationMinutes: 75,
      videoLink: null,
      payment: null,
      receiptAttached: false,
      unpaidNote: "$140.00 plus sales tax, to be paid; we will be in touch about it",
    }),
  },
  {
    name: "booking-confirmation-discounted",
    subject: `Booking confirmed: ${virtual.serviceName} on ${virtual.longDate}`,
    // A promo code took $30.00 off the $120.00 price: tax is on the $90.00 left.
    element: confirmation(virtual, {
      ...confirmationFields,
      videoLink: SAMPLE_JOIN_PAGE,
      payment: paidAmountLines({
        subtotalCents: 9000,
        taxCents: 428,
        totalCents: 9428,
        taxRate: 0.0475,
        taxState: "NC",
        discount: { amountCents: 3000, code: "WELCOME25" },
      }),
    }),
  },
  {
    name: "booking-confirmation-free-code",
    subject: `Booking confirmed: ${virtual.serviceName} on ${virtual.longDate}`,
    // A promo code took off the whole price: nothing was paid, so no payment lines and no receipt.
    element: confirmation(virtual, {
      ...confirmationFields,
      videoLink: SAMPLE_JOIN_PAGE,
      payment: null,
      receiptAttached: false,
      unpaidNote: freeLabel("WELCOME100"),
    }),
  },
  {
    name: "booking-confirmation-in-person",
    subject: `Booking confirmed: ${inPerson.serviceName} on ${inPerson.longDate}`,
    // In person: taxed at the practice's state (NC), whatever the client's billing address.
    element: confirmation(inPerson, {
      ...confirmationFields,
      durationMinutes: 75,
      videoLink: null,
      payment: paidAmountLines({ subtotalCents: 14000, taxCents: 665, totalCents: 14665, taxRate: 0.0475, taxState: "NC" }),
      manage: { url: `${siteConfig.url}/appointments`, label: "My Appointments" },
    }),
  },
  {
    name: "appointment-cancelled-refunded",
    subject: `Cancelled: ${virtual.serviceName} on ${virtual.longDate}`,
    element: cancelled({
      cancelledBy: "practice",
      refundedAmount: "$125.70",
      paidAmount: "$125.70",
      refundedInFull: true,
      note: null,
      bookingUrl: `${siteConfig.url}/schedule`,
    }),
  },
  {
    name: "appointment-cancelled-by-client",
    subject: `Cancelled: ${virtual.serviceName} on ${virtual.longDate}`,
    element: cancelled({
      cancelledBy: "client",
      refundedAmount: "$125.70",
      paidAmount: "$125.70",
      refundedInFull: true,
      note: null,
      bookingUrl: `${siteConfig.url}/schedule`,
    }),
  },
  {
    name: "appointment-rescheduled-virtual",
    subject: `Rescheduled: ${virtual.serviceName} on ${virtual.longDate}`,
    // A client in another zone reads both clocks, as in the confirmation.
    element: rescheduled(
      { ...virtual, timeWithZone: "11:30 AM PST (2:30 PM EST at the practice)" },
      {
        ...rescheduledFields,
        previousLongDate: "Friday, December 4, 2026",
        previousTimeWithZone: "8:00 AM PST (11:00 AM EST at the practice)",
        videoLink: SAMPLE_JOIN_PAGE,
      },
    ),
  },
  {
    name: "appointment-rescheduled-in-person",
    subject: `Rescheduled: ${inPerson.serviceName} on ${inPerson.longDate}`,
    element: rescheduled(inPerson, {
      ...rescheduledFields,
      durationMinutes: 75,
      previousLongDate: "Monday, December 7, 2026",
      previousTimeWithZone: "4:00 PM EST",
      videoLink: null,
    }),
  },
  {
    name: "appointment-cancelled-no-refund",
    subject: `Cancelled: ${virtual.serviceName} on ${virtual.longDate}`,
    element: cancelled({
      cancelledBy: "practice",
      refundedAmount: null,
      paidAmount: null,
      refundedInFull: false,
      note: null,
      bookingUrl: `${siteConfig.url}/schedule`,
    }),
  },
  {
    name: "appointment-cancelled-partial-refund",
    subject: `Cancelled: ${virtual.serviceName} on ${virtual.longDate}`,
    // The owner cancelled late at the client's request, kept part of the fee and said why.
    element: cancelled({
      cancelledBy: "practice",
      refundedAmount: "$62.85",
      paidAmount: "$125.70",
      refundedInFull: false,
      note: "As we discussed on the phone, half of the fee is refunded since the cancellation came within 48 hours of the session.",
      bookingUrl: `${siteConfig.url}/schedule`,
    }),
  },
  ownerNotice({ event: "booked", intake: "needs_review" }),
  ownerNotice({ event: "cancelled", cancelledBy: "the client", refund: "$125.70 refunded" }),
  ownerNotice({ event: "rescheduled", previousWhen: "Friday, December 4, 2026, 11:00 AM EST" }),
  {
    name: "payment-refund-needed",
    subject: "Refund needed: appointment #1043 (Sam Lee)",
    element: (
      <PaymentRefundNeededEmail
        appointmentId={1043}
        clientName="Sam Lee"
        clientEmail="sam.lee@example.com"
        serviceName={virtual.serviceName}
        when={`${virtual.longDate}, ${virtual.timeWithZone}`}
        amount="$125.70"
        paymentIntentId="pi_3QeXample0000001"
        reason="The payment arrived after the hold on this time had expired and the time was booked by someone else."
        adminUrl={adminAppointmentUrl(1043)}
      />
    ),
  },
  {
    name: "calendar-failing",
    subject: 'Your calendar "Personal" cannot be read',
    element: (
      <CalendarFailingEmail
        calendarName="Personal"
        failingSince="Thursday, December 3, 2026, 9:10 AM EST"
        lastSuccess="Thursday, December 3, 2026, 9:00 AM EST"
        error="The calendar could not be reached at that address. Check the link and that the calendar is still shared. (the server answered 404)"
        settingsUrl={`${siteConfig.url}/admin/settings`}
      />
    ),
  },
  {
    name: "package-expiring",
    subject: "Your Hypnotherapy Three-Session Program expires on Monday, December 7, 2026",
    element: (
      <PackageExpiringEmail
        firstName="Alex"
        packageName="Hypnotherapy Three-Session Program"
        remaining={2}
        expiresOn="Monday, December 7, 2026"
        bookUrl={`${siteConfig.url}/schedule`}
        packagesUrl={`${siteConfig.url}/my-packages`}
      />
    ),
  },
  {
    name: "intake-reminder",
    subject: "Please complete your intake form before your Hypnotherapy Virtual Session",
    element: (
      <IntakeReminderEmail
        firstName="Alex"
        serviceName="Hypnotherapy Virtual Session"
        when="Monday, December 7, 2026 at 10:00 AM EST"
        intakeUrl={`${siteConfig.url}/appointments/1042/intake`}
      />
    ),
  },
  {
    name: "waitlist-offer",
    subject: "A time opened up for your Hypnotherapy Virtual Session",
    element: (
      <WaitlistOfferEmail
        firstName="Alex"
        serviceName="Hypnotherapy Virtual Session"
        when="Monday, December 7, 2026 at 10:00 AM EST"
        until="9:42 AM EST"
        offerUrl={`${siteConfig.url}/waitlist/offers/17`}
      />
    ),
  },
  {
    name: "contact-owner",
    subject: "New message from Jordan Smith",
    element: (
      <ContactOwnerEmail
        name="Jordan Smith"
        email="jordan.smith@example.com"
        message={"Hello,\n\nDo you offer gift certificates for a yoga session?\n\nThanks, Jordan"}
        receivedAt="Monday, November 30, 2026, 9:12 AM EST"
      />
    ),
  },
  { name: "contact-acknowledgement", subject: "We received your message", element: <ContactAcknowledgementEmail /> },
  {
    name: "password-reset",
    subject: passwordResetSubject(),
    element: (
      <PasswordResetEmail
        firstName="Alex"
        username="alex_rivera"
        resetUrl={passwordResetUrl("sAmPlE-t0ken_sAmPlE-t0ken_sAmPlE-t0ken_abcd")}
        validFor={RESET_LINK_VALID_FOR}
        forgotPasswordUrl={forgotPasswordUrl()}
      />
    ),
  },
  {
    name: "newsletter-welcome",
    subject: `Welcome to the ${siteConfig.name} community`,
    element: <NewsletterWelcomeEmail unsubscribeUrl={unsubscribePageUrl("sample-token")} servicesUrl={`${siteConfig.url}/services`} />,
  },
  {
    name: "purchase-confirmation",
    subject: `Your purchase: ${PurchaseConfirmationEmail.PreviewProps.item}`,
    element: <PurchaseConfirmationEmail {...PurchaseConfirmationEmail.PreviewProps} />,
  },
  {
    name: "gift-card",
    subject: `${GiftCardEmail.PreviewProps.fromName} sent you a gift card`,
    element: <GiftCardEmail {...GiftCardEmail.PreviewProps} />,
  },
];
