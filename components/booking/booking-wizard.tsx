"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import type { ServiceDTO } from "@/lib/content/services";
import type { PaymentClientConfig } from "@/lib/payments/config";
import { BOOKING_COMPLETE_FALLBACK, BOOKING_CONFIRMED_TITLE, BOOKING_CREATE_FALLBACK, BOOKING_ERROR_TITLE, PAYMENT_FAILED_TITLE } from "@/lib/validations/payments";
import { appointmentPayload, BOOKING_MESSAGES } from "@/lib/validations/booking";
import { isDateKey } from "@/lib/booking/dates";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { toast, toastError } from "@/components/ui/toast";
import { AGE_FAILED_MESSAGE, AGE_FAILED_TITLE, AgeVerificationDialog } from "@/components/booking/age-verification-dialog";
import { ApiError, apiRequest, messageOr } from "@/lib/api/client";
import type { PendingAppointment } from "@/lib/booking/appointments";
import type { BookingConfirmation } from "@/lib/payments/complete";
import type { ClientInfo } from "@/lib/validations/booking";
import { BOOKING_STEPS, bookingReducer, initialBookingState, type BookingUser } from "@/components/booking/booking-state";
import { ClientInfoStep } from "@/components/booking/client-info-step";
import { ConfirmationStep } from "@/components/booking/confirmation-step";
import { ConsentDialog } from "@/components/booking/consent-dialog";
import { DateStep } from "@/components/booking/date-step";
import { PaymentStep } from "@/components/booking/payment-step";
import { ServiceStep } from "@/components/booking/service-step";
import { StepIndicator } from "@/components/booking/step-indicator";
import { announceAuthChange } from "@/components/site/session-store";

export const SERVICES_ERROR_MESSAGE = "Unable to load services. Please try again later.";
export const PREFERENCES_SAVED = "Preferences saved";
export const PREFERENCES_FAILED = "Could not save preferences";
export const PREFERENCES_ERROR = "Error";

const STEP_DESCRIPTIONS = [
  "Choose the session you would like to book.",
  "Pick a day, then a time that suits you.",
  "Tell us how to reach you about your session.",
  "Review your booking, enter your billing address and pay securely.",
  "You're all set. We look forward to seeing you.",
] as const;

/** Present when Stripe sent the client back here after a redirect-based payment (see page.tsx). */
export type StripeReturn = { appointmentId: number; paymentIntentId: string; redirectStatus: string | null };

type BookingWizardProps = {
  services: ServiceDTO[];
  user: BookingUser | null;
  paymentConfig: PaymentClientConfig;
  stripeReturn: StripeReturn | null;
  /** The service a Book Now link asked for (`?service=`): preselected when offered. */
  requestedServiceId?: number | null;
};

export function BookingWizard({ services, user, paymentConfig, stripeReturn, requestedServiceId = null }: BookingWizardProps) {
  const router = useRouter();
  const [state, dispatch] = React.useReducer(bookingReducer, undefined, () =>
    initialBookingState(
      user,
      services.map((s) => s.id),
      requestedServiceId,
    ),
  );
  const { step, draft } = state;
  const service = services.find((s) => s.id === draft.serviceId) ?? null;

  const [ageOpen, setAgeOpen] = React.useState(false);
  const [consentOpen, setConsentOpen] = React.useState(false);
  const [ageBlocked, setAgeBlocked] = React.useState(false);
  const [serviceError, setServiceError] = React.useState<string | null>(null);
  const [slotError, setSlotError] = React.useState<string | null>(null);
  const [reserving, setReserving] = React.useState(false);
  const [finishingReturn, setFinishingReturn] = React.useState(Boolean(stripeReturn));

  // "Next" scrolls to the top of the form; focus moves to the new step's heading so screen
  // readers announce it (the step is not in the URL, so nothing else would).
  const topRef = React.useRef<HTMLDivElement>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const previousStep = React.useRef(step);
  React.useEffect(() => {
    if (previousStep.current === step) return;
    previousStep.current = step;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    topRef.current?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  // Back from Stripe's redirect (e.g. a bank authentication page): finish the booking.
  React.useEffect(() => {
    if (!stripeReturn) return;
    let cancelled = false;
    (async () => {
      if (stripeReturn.redirectStatus === "failed") {
        toastError({ title: PAYMENT_FAILED_TITLE, description: "Your payment was not completed. Please try booking again." });
      } else {
        try {
          const confirmation = await apiRequest<BookingConfirmation>("/api/complete-booking", {
            body: { appointmentId: stripeReturn.appointmentId, paymentIntentId: stripeReturn.paymentIntentId },
          });
          if (cancelled) return;
          toast({ title: BOOKING_CONFIRMED_TITLE });
          dispatch({ type: "bookingConfirmed", confirmation });
        } catch (error) {
          if (cancelled) return;
          toastError({ title: BOOKING_ERROR_TITLE, description: messageOr(error, BOOKING_COMPLETE_FALLBACK) });
        }
      }
      if (cancelled) return;
      setFinishingReturn(false);
      router.replace("/schedule", { scroll: false });
    })();
    return () => {
      cancelled = true;
    };
  }, [stripeReturn, router]);

  // Step 1 -> 2: the chosen service is remembered for next time when the client asked for it.
  const savePreferences = async (serviceId: number) => {
    if (!user || !state.rememberPreferences) return;
    try {
      await apiRequest("/api/user/preferences", { body: { serviceId, practitionerId: undefined } });
      toast({ title: PREFERENCES_SAVED, duration: 3000 });
      announceAuthChange();
    } catch (error) {
      // The server answered: its message under the spec's title; no answer at all: 'Error'.
      if (error instanceof ApiError && error.status > 0) toastError({ title: PREFERENCES_FAILED, description: error.serverMessage });
      else toastError({ title: PREFERENCES_ERROR, description: PREFERENCES_FAILED });
    }
  };

  const continueFromService = () => {
    if (!service) {
      setServiceError(BOOKING_MESSAGES.service);
      return;
    }
    setServiceError(null);
    // Consent already signed for this very service (the client came back with Back).
    if (draft.consentFormId && draft.consentServiceId === service.id) {
      dispatch({ type: "goToStep", step: 2 });
      void savePreferences(service.id);
      return;
    }
    setAgeOpen(true);
  };

  const continueFromDate = () => {
    if (!draft.timeSlotId) {
      setSlotError(BOOKING_MESSAGES.timeSlot);
      return;
    }
    setSlotError(null);
    dispatch({ type: "next" });
  };

  const reserveAppointment = async (clientInfo: ClientInfo) => {
    dispatch({ type: "saveClientInfo", clientInfo });
    if (!service) return;
    const { date, time, timeSlotId } = draft;
    if (!date || !time || !timeSlotId) {
      toastError({ title: BOOKING_ERROR_TITLE, description: BOOKING_MESSAGES.dateTimeMissing });
      return;
    }
    if (!isDateKey(date)) {
      toastError({ title: BOOKING_ERROR_TITLE, description: BOOKING_MESSAGES.invalidDate });
      return;
    }
    setReserving(true);
    try {
      const appointment = await apiRequest<PendingAppointment>("/api/appointments", {
        body: appointmentPayload({ serviceId: service.id, timeSlotId, practitionerId: draft.practitionerId, date, time, clientInfo, consentFormId: draft.consentFormId }),
      });
      dispatch({ type: "appointmentReserved", appointmentId: appointment.id, holdExpiresAt: appointment.holdExpiresAt, isVirtual: appointment.isVirtual });
    } catch (error) {
      dispatch({ type: "holdReleased" });
      toastError({ title: BOOKING_ERROR_TITLE, description: messageOr(error, BOOKING_CREATE_FALLBACK) });
      if (error instanceof ApiError && error.status === 409) {
        // Someone else took the time: back to the times, with the taken one cleared.
        dispatch({ type: "clearSlot" });
        dispatch({ type: "goToStep", step: 2 });
      }
    } finally {
      setReserving(false);
    }
  };

  if (finishingReturn) {
    return (
      <div className="grid min-h-64 place-items-center rounded-xl border border-border bg-card p-8">
        <Spinner label="Finishing your booking..." showLabel size="lg" />
      </div>
    );
  }

  if (services.length === 0) {
    return (
      <Alert variant="destructive">
        <AlertTitle>{SERVICES_ERROR_MESSAGE}</AlertTitle>
        <AlertDescription>
          <p>You can also reach us by phone or email from the contact page.</p>
        </AlertDescription>
      </Alert>
    );
  }

  return (
    <div ref={topRef} className="scroll-mt-24">
      <StepIndicator step={step} />
      <div className="rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8">
        <div className="mb-6 grid gap-1.5">
          <h2 ref={headingRef} id="booking-step-title" tabIndex={-1} className="font-display text-2xl font-semibold focus:outline-none sm:text-3xl">
            {BOOKING_STEPS[step - 1].title}
          </h2>
          <p className="text-muted-foreground">{STEP_DESCRIPTIONS[step - 1]}</p>
        </div>

        {step === 1 && (
          <ServiceStep
            services={services}
            selectedId={draft.serviceId}
            onSelect={(selected) => {
              setServiceError(null);
              dispatch({ type: "selectService", serviceId: selected.id, isVirtual: selected.isVirtual });
            }}
            showRemember={Boolean(user)}
            remember={state.rememberPreferences}
            onRememberChange={(value) => dispatch({ type: "setRememberPreferences", value })}
            error={serviceError}
            ageBlockedMessage={ageBlocked ? AGE_FAILED_MESSAGE : null}
            onContinue={continueFromService}
          />
        )}

        {step === 2 && service && (
          <DateStep
            serviceId={service.id}
            inPerson={!service.isVirtual}
            date={draft.date}
            timeSlotId={draft.timeSlotId}
            heldSlot={
              draft.appointmentId && draft.timeSlotId && draft.practitionerId && draft.date && draft.time && draft.startsAt
                ? { id: draft.timeSlotId, practitionerId: draft.practitionerId, date: draft.date, startTime: draft.time, startsAt: draft.startsAt }
                : null
            }
            onDateChange={(date) => {
              setSlotError(null);
              dispatch({ type: "selectDate", date });
            }}
            onSlotChange={(slot) => {
              setSlotError(null);
              dispatch({ type: "selectSlot", slot });
            }}
            error={slotError}
            onBack={() => dispatch({ type: "back" })}
            onContinue={continueFromDate}
          />
        )}

        {step === 3 && (
          <ClientInfoStep
            defaultValues={draft.clientInfo}
            pending={reserving}
            onBack={(clientInfo) => {
              dispatch({ type: "saveClientInfo", clientInfo });
              dispatch({ type: "back" });
            }}
            onSubmit={reserveAppointment}
          />
        )}

        {step === 4 && service && (
          <PaymentStep
            service={service}
            draft={draft}
            billing={state.billing}
            paymentConfig={paymentConfig}
            onBillingChange={(billing) => dispatch({ type: "saveBilling", billing })}
            onIntentReady={(paymentIntentId, amount) => dispatch({ type: "paymentIntentReady", paymentIntentId, amount })}
            onBack={() => dispatch({ type: "back" })}
            onHoldExpired={() => {
              dispatch({ type: "clearSlot" });
              dispatch({ type: "goToStep", step: 2 });
            }}
            onConfirmed={(confirmation) => dispatch({ type: "bookingConfirmed", confirmation })}
          />
        )}

        {step === 5 && state.confirmation && <ConfirmationStep confirmation={state.confirmation} email={draft.clientInfo.email || user?.email || ""} />}
      </div>

      <AgeVerificationDialog
        open={ageOpen}
        onOpenChange={setAgeOpen}
        onConfirm={() => {
          setAgeOpen(false);
          setAgeBlocked(false);
          setConsentOpen(true);
        }}
        onDecline={() => {
          setAgeOpen(false);
          setAgeBlocked(true);
          toastError({ title: AGE_FAILED_TITLE, description: AGE_FAILED_MESSAGE });
        }}
      />

      {service && (
        <ConsentDialog
          open={consentOpen}
          service={service}
          initialValues={state.consent}
          onSaveDraft={(consent) => dispatch({ type: "saveConsentDraft", consent })}
          onCancel={() => setConsentOpen(false)}
          onSubmitted={(result) => {
            setConsentOpen(false);
            dispatch({ type: "consentAccepted", ...result });
            void savePreferences(service.id);
          }}
        />
      )}
    </div>
  );
}
