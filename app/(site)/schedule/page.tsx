import type { Metadata } from "next";
import { requireUser } from "@/lib/accounts/guards";
import { getCurrentHold } from "@/lib/appointments/hold";
import { requestedServiceId, scheduleReturnPath } from "@/lib/booking/links";
import { requestedPromoCode } from "@/lib/offers/discount";
import { db } from "@/lib/db";
import { serviceLimitsFor } from "@/lib/offers/rules";
import { listBookableServices, type BookableServiceDTO } from "@/lib/practice/catalog";
import { getPaymentClientConfig } from "@/lib/payments/config";
import { BookingWizard, type StripeReturn } from "@/components/booking/booking-wizard";
import { TextMessagesSection } from "@/components/accounts/text-messages-section";
import { smsEnabledForPractice } from "@/lib/sms/outbox";
import { readSearchParams, type PageSearchParams, type SearchParams } from "@/lib/search-params";

export const metadata: Metadata = {
  title: "Book a Session",
  description: "Book a yoga or hypnotherapy session online: choose a service, a date and a time, and pay securely.",
  robots: { index: false },
};

/**
 * The booking wizard (login required). Services, the user (prefill and preferred service) and
 * the payment provider are read on the server; the five steps run in one client component.
 */
export default async function SchedulePage({ searchParams }: { searchParams: PageSearchParams }) {
  const params = await searchParams;
  const serviceId = requestedServiceId(params);
  const code = requestedPromoCode(params);
  // Logged out: log in, then back to the wizard with the same service selected and code kept.
  const user = await requireUser(scheduleReturnPath(serviceId, code));

  let services: BookableServiceDTO[] = [];
  let serviceRefusals: Record<number, string> = {};
  try {
    // Only what can be booked now: in-person services wait while in-person sessions are closed.
    services = await listBookableServices();
    // Said on the service step; the server refuses the hold all the same.
    serviceRefusals = await serviceLimitsFor(db, services, { userId: user.id, emails: [user.email] });
  } catch (error) {
    // The wizard shows the spec's "Unable to load services" message instead of failing the page.
    console.error("Could not load services for /schedule", error);
  }

  return (
    <div className="bg-gradient-to-b from-primary-soft/60 to-background">
      <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <header className="mb-8 grid gap-2 text-center">
          <h1 className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">Book a Session</h1>
          <p className="mx-auto max-w-2xl text-muted-foreground">
            Choose your session, pick a time that suits you and pay securely. It takes about five minutes.
          </p>
        </header>
        <BookingWizard
          services={services}
          user={{
            firstName: user.firstName,
            lastName: user.lastName,
            email: user.email,
            phone: user.phone,
            subscribed: user.subscribed,
            preferredServiceId: user.preferredServiceId,
          }}
          paymentConfig={getPaymentClientConfig()}
          stripeReturn={stripeReturn(params)}
          requestedServiceId={serviceId}
          requestedCode={code}
          serviceRefusals={serviceRefusals}
          resume={{
            userId: user.id,
            hold: await getCurrentHold(user.id).catch(logHoldError),
            continueHold: readSearchParams(params).text("hold") === "continue",
          }}
          visit={crypto.randomUUID()}
          // Offered only while the practice sends texts: otherwise the step would say there are none.
          textMessages={(await smsEnabledForPractice()) ? <TextMessagesSection userId={user.id} compact /> : undefined}
        />
      </div>
    </div>
  );
}

/** The hold is a convenience (offered back after a reload): the wizard works without it. */
function logHoldError(error: unknown) {
  console.error("Could not read the current hold for /schedule", error);
  return null;
}

/**
 * Stripe's return URL is /schedule?appointment_id=N; when a payment method needed a redirect,
 * Stripe appends payment_intent and redirect_status, and the wizard completes the booking.
 */
function stripeReturn(params: SearchParams): StripeReturn | null {
  const q = readSearchParams(params);
  const appointmentId = q.positiveInt("appointment_id");
  const paymentIntentId = q.text("payment_intent");
  if (!appointmentId || !paymentIntentId) return null;
  return { appointmentId, paymentIntentId, redirectStatus: q.has("redirect_status") ? q.text("redirect_status") : null };
}
