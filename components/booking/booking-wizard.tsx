"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import type { BookableServiceDTO } from "@/lib/practice/catalog";
import type { PaymentClientConfig } from "@/lib/payments/config";
import {
  BOOKING_COMPLETE_FALLBACK,
  BOOKING_CONFIRMED_TITLE,
  BOOKING_CREATE_FALLBACK,
  BOOKING_ERROR_TITLE,
  PAYMENT_FAILED_TITLE,
} from "@/components/booking/payment-copy";
import { appointmentPayload, BOOKING_MESSAGES } from "@/lib/validations/booking";
import { isDateKey } from "@/lib/booking/dates";
import { isServiceLimitMessage } from "@/lib/booking/policy";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Spinner } from "@/components/ui/spinner";
import { toast, toastError } from "@/components/ui/toast";
import { AGE_FAILED_MESSAGE, AGE_FAILED_TITLE, AgeVerificationDialog } from "@/components/booking/age-verification-dialog";
import { ApiError, apiRequest, isAbort, messageOr } from "@/lib/api/client";
import type { CurrentHold, PendingAppointment } from "@/lib/appointments/hold";
import type { ReusableConsent } from "@/lib/consent/forms";
import type { IntakeForService } from "@/lib/intake/responses";
import type { BookingConfirmation } from "@/lib/appointments/complete";
import type { ClientInfo } from "@/lib/validations/booking";
import {
  BOOKING_STEPS,
  bookingReducer,
  heldSlotFor,
  holdToContinue,
  initialBookingState,
  reachableStep,
  shouldOfferHold,
  type BookingUser,
  type Step,
} from "@/components/booking/booking-state";
import { ClientInfoStep } from "@/components/booking/client-info-step";
import { ConfirmationStep } from "@/components/booking/confirmation-step";
import { ConsentDialog } from "@/components/booking/consent-dialog";
import { IntakeDialog } from "@/components/booking/intake-dialog";
import { DateStep } from "@/components/booking/date-step";
import { HoldOffer } from "@/components/booking/hold-offer";
import { CheckoutStep } from "@/components/booking/checkout-step";
import { ServiceStep } from "@/components/booking/service-step";
import { StepIndicator } from "@/components/booking/step-indicator";
import { useBookingDraft } from "@/components/booking/use-booking-draft";
import { isWizardHistoryEntry, useWizardHistory } from "@/components/booking/use-wizard-history";
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
  services: BookableServiceDTO[];
  user: BookingUser | null;
  paymentConfig: PaymentClientConfig;
  stripeReturn: StripeReturn | null;
  /** The service a Book Now link asked for (`?service=`): preselected when offered. */
  requestedServiceId?: number | null;
  /** The promo code a link carries (`?code=`): applied on the payment step. */
  requestedCode?: string | null;
  /** Services this client cannot book, with the reason (new clients only, once per client). */
  serviceRefusals?: Record<number, string>;
  /** What a reload or a new tab picks up: the draft saved in this browser session is this user's, and the live hold the server knows. */
  resume: { userId: number; hold: CurrentHold | null; continueHold?: boolean };
  /** New on every server render of the page: a link to /schedule followed while on it (Next.js keeps this component). */
  visit?: string;
  /** Text-message reminders (rendered by the server), offered under the information step. */
  textMessages?: React.ReactNode;
};

export function BookingWizard({
  services,
  user,
  paymentConfig,
  stripeReturn,
  requestedServiceId = null,
  requestedCode = null,
  serviceRefusals = {},
  resume,
  visit,
  textMessages,
}: BookingWizardProps) {
  const router = useRouter();
  const [state, dispatch] = React.useReducer(bookingReducer, undefined, () => ({
    ...initialBookingState(
      user,
      services.map((s) => s.id),
      requestedServiceId,
      requestedCode,
    ),
    hold: resume.hold,
  }));
  const { step, draft } = state;
  const service = services.find((s) => s.id === draft.serviceId) ?? null;

  // A reload keeps the draft (this browser session), reconciled with the hold the server reports.
  // A finished booking is shown again only on a reload or Back/Forward to it, not on a new visit;
  // a link that asks for a service (?service=) starts from that service.
  const restored = useBookingDraft({
    userId: resume.userId,
    serviceIds: services.map((s) => s.id),
    state,
    dispatch,
    hold: resume.hold,
    accept: (saved) => {
      if (stripeReturn) return false;
      if (saved.confirmation && !isWizardHistoryEntry()) return false;
      const asked = Number(new URLSearchParams(window.location.search).get("service"));
      return !asked || asked === saved.draft.serviceId || isWizardHistoryEntry();
    },
  });

  // The waitlist's offer link (?hold=continue): straight on with the time held for the client, as
  // "Continue with this time" would (to payment, or first to the forms its service asks).
  const continueHold = resume.continueHold === true;
  React.useEffect(() => {
    if (restored && continueHold && holdToContinue(state)) dispatch({ type: "resumeHold" });
    // Once, when the draft is restored: later visits to step 1 offer the hold as usual.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [restored, continueHold]);

  // A link's code (?code=) wins over a code kept in a restored draft.
  React.useEffect(() => {
    if (restored && requestedCode) dispatch({ type: "setPromoCode", code: requestedCode });
  }, [restored, requestedCode]);

  // A confirmed booking ends its draft: "Book another session", Back from the confirmation, or a
  // link to /schedule followed while the confirmation shows (the header's Book Session) start afresh.
  const startNewBooking = () => {
    dispatch({
      type: "newBooking",
      user,
      serviceIds: services.map((s) => s.id),
    });
    // The booking just made may close services to this client (new clients only, once per client).
    router.refresh();
  };
  const ownNavigation = React.useRef(false);
  const lastVisit = React.useRef(visit);
  const visited = React.useEffectEvent(() => {
    if (ownNavigation.current) ownNavigation.current = false;
    else if (state.confirmation) startNewBooking();
  });
  React.useEffect(() => {
    if (lastVisit.current === visit) return;
    lastVisit.current = visit;
    visited();
  }, [visit]);

  // The browser's Back and Forward move between steps (same URL): never past what the draft
  // supports; Back from the confirmation starts a new booking.
  useWizardHistory({
    step,
    enabled: restored && !stripeReturn,
    onPop: (target) => {
      if (state.confirmation) {
        startNewBooking();
        return;
      }
      if (state.dialog) dispatch({ type: "closeDialog" });
      dispatch({ type: "goToStep", step: Math.min(target, reachableStep(state)) as Step });
    },
  });

  // The signed consent form that still covers the chosen service (sign once), looked up when the
  // age question opens so it is known by the time the consent step shows.
  const [onFile, setOnFile] = React.useState<Record<number, ReusableConsent | null>>({});
  const lookingForConsent = state.dialog !== null && service !== null && !(service.id in onFile);
  React.useEffect(() => {
    if (!lookingForConsent || !service) return;
    const controller = new AbortController();
    const serviceId = service.id;
    apiRequest<{ consent: ReusableConsent | null }>(`/api/user/consent?serviceId=${serviceId}`, { signal: controller.signal })
      .then(({ consent }) => setOnFile((known) => ({ ...known, [serviceId]: consent })))
      .catch((error) => {
        // Not found or failed: the client signs the form as usual.
        if (!isAbort(error) && !controller.signal.aborted) setOnFile((known) => ({ ...known, [serviceId]: null }));
      });
    return () => controller.abort();
  }, [lookingForConsent, service]);

  // The intake form the chosen service asks this client (null form: none; covered: answered within
  // 12 months), looked up with the consent form; it opens after the consent form when needed.
  const [intakeFor, setIntakeFor] = React.useState<Record<number, IntakeForService>>({});
  const lookingForIntake = state.dialog !== null && service !== null && !(service.id in intakeFor);
  React.useEffect(() => {
    if (!lookingForIntake || !service) return;
    const controller = new AbortController();
    const serviceId = service.id;
    apiRequest<IntakeForService>(`/api/intake/services/${serviceId}`, { signal: controller.signal })
      .then((intake) => setIntakeFor((known) => ({ ...known, [serviceId]: intake })))
      .catch((error) => {
        // Failed: the booking goes on; My Appointments and the reminder ask for the answers later.
        if (!isAbort(error) && !controller.signal.aborted)
          setIntakeFor((known) => ({ ...known, [serviceId]: { form: null, covered: false, answers: {} } }));
      });
    return () => controller.abort();
  }, [lookingForIntake, service]);
  const intake = service ? intakeFor[service.id] : undefined;
  /** Unknown yet counts as needed: the dialog waits for the answer and moves on if none is needed. */
  const intakeNeeded = !intake || (intake.form !== null && !intake.covered);
  const intakeSkippable = state.dialog === "intake" && step === 1 && intake !== undefined && !intakeNeeded;

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
      ownNavigation.current = true;
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

  // The intake dialog opened before the lookup answered, and no intake is needed: on to the dates.
  const skipIntake = React.useEffectEvent(() => {
    dispatch({ type: "intakeAnswered", intakeResponseId: null });
    if (service) void savePreferences(service.id);
  });
  React.useEffect(() => {
    if (intakeSkippable) skipIntake();
  }, [intakeSkippable]);

  const continueFromService = () => {
    if (!service) {
      setServiceError(BOOKING_MESSAGES.service);
      return;
    }
    setServiceError(null);
    const refusal = serviceRefusals[service.id];
    if (refusal) {
      setServiceError(refusal);
      return;
    }
    // Step 1 already done for this very service (the client came back with Back).
    if (draft.consentServiceId === service.id) {
      dispatch({ type: "goToStep", step: 2 });
      void savePreferences(service.id);
      return;
    }
    dispatch({ type: "openDialog", dialog: "age" });
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
        body: appointmentPayload({
          serviceId: service.id,
          timeSlotId,
          practitionerId: draft.practitionerId,
          date,
          time,
          clientInfo,
          consentFormId: draft.consentFormId,
        }),
      });
      dispatch({
        type: "appointmentReserved",
        appointmentId: appointment.id,
        holdExpiresAt: appointment.holdExpiresAt,
        isVirtual: appointment.isVirtual,
      });
    } catch (error) {
      dispatch({ type: "holdReleased" });
      toastError({ title: BOOKING_ERROR_TITLE, description: messageOr(error, BOOKING_CREATE_FALLBACK) });
      if (error instanceof ApiError && error.status === 400 && error.fieldErrors?.consentFormId) {
        // The signed form no longer covers this booking (e.g. the consent text changed): sign again.
        setOnFile((known) => ({ ...known, [service.id]: null }));
        dispatch({ type: "consentRejected" });
      }
      if (error instanceof ApiError && error.status === 409 && isServiceLimitMessage(error.serverMessage)) {
        // This client cannot book this service (new clients only, once per client): choose another.
        setServiceError(error.serverMessage);
        dispatch({ type: "goToStep", step: 1 });
      } else if (error instanceof ApiError && error.status === 409) {
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
        {/* Client-side only: before the saved draft is restored, the server's step 1 would offer it for a moment. */}
        {restored && shouldOfferHold(state) && (
          <HoldOffer
            hold={state.hold}
            serviceName={services.find((s) => s.id === state.hold.serviceId)?.name ?? "Your session"}
            onContinue={() => dispatch({ type: "resumeHold" })}
            onDismiss={() => dispatch({ type: "dismissHoldOffer" })}
          />
        )}
        <div className="mb-6 grid gap-1.5">
          <h2
            ref={headingRef}
            id="booking-step-title"
            tabIndex={-1}
            className="font-display text-2xl font-semibold focus:outline-none sm:text-3xl"
          >
            {BOOKING_STEPS[step - 1].title}
          </h2>
          <p className="text-muted-foreground">
            {step === 4 && service?.price === 0
              ? "Review your booking and complete it: this session is free."
              : STEP_DESCRIPTIONS[step - 1]}
          </p>
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
            refusals={serviceRefusals}
            ageBlockedMessage={ageBlocked ? AGE_FAILED_MESSAGE : null}
            onContinue={continueFromService}
          />
        )}

        {step === 2 && service && (
          <DateStep
            serviceId={service.id}
            serviceName={service.name}
            inPerson={!service.isVirtual}
            date={draft.date}
            timeSlotId={draft.timeSlotId}
            heldSlot={heldSlotFor(state)}
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
            onChange={(clientInfo) => dispatch({ type: "saveClientInfo", clientInfo })}
            onBack={(clientInfo) => {
              dispatch({ type: "saveClientInfo", clientInfo });
              dispatch({ type: "back" });
            }}
            onSubmit={reserveAppointment}
            textMessages={textMessages}
          />
        )}

        {step === 4 && service && (
          <CheckoutStep
            service={service}
            draft={draft}
            onCodeChange={(code) => dispatch({ type: "setPromoCode", code })}
            billing={state.billing}
            paymentConfig={paymentConfig}
            onBillingChange={(billing) => dispatch({ type: "saveBilling", billing })}
            onIntentReady={(paymentIntentId, amount) => dispatch({ type: "paymentIntentReady", paymentIntentId, amount })}
            onBack={() => dispatch({ type: "back" })}
            onHoldExpired={() => dispatch({ type: "holdExpired" })}
            onConfirmed={(confirmation) => dispatch({ type: "bookingConfirmed", confirmation })}
          />
        )}

        {step === 5 && state.confirmation && (
          <ConfirmationStep
            confirmation={state.confirmation}
            email={draft.clientInfo.email || user?.email || ""}
            onBookAnother={startNewBooking}
          />
        )}
      </div>

      <AgeVerificationDialog
        open={state.dialog === "age" && step === 1}
        onOpenChange={(open) => !open && dispatch({ type: "closeDialog" })}
        onConfirm={() => {
          setAgeBlocked(false);
          dispatch({ type: "ageConfirmed", consentRequired: service?.consentRequired ?? true, intakeNeeded });
          if (service && !service.consentRequired && !intakeNeeded) void savePreferences(service.id);
        }}
        onDecline={() => {
          dispatch({ type: "ageDeclined" });
          setAgeBlocked(true);
          toastError({ title: AGE_FAILED_TITLE, description: AGE_FAILED_MESSAGE });
        }}
      />

      {service && (
        <ConsentDialog
          open={state.dialog === "consent" && step === 1}
          service={service}
          initialValues={state.consent}
          onFile={onFile[service.id]}
          onUseSigned={(consent) => {
            dispatch({
              type: "consentAccepted",
              consentFormId: consent.id,
              fullName: consent.fullName,
              email: consent.email,
              phone: consent.phone,
              intakeNeeded,
            });
            if (!intakeNeeded) void savePreferences(service.id);
          }}
          onSaveDraft={(consent) => dispatch({ type: "saveConsentDraft", consent })}
          onCancel={() => dispatch({ type: "consentCancelled" })}
          onSubmitted={(result) => {
            dispatch({ type: "consentAccepted", ...result, intakeNeeded });
            if (!intakeNeeded) void savePreferences(service.id);
          }}
        />
      )}

      {service && (
        <IntakeDialog
          open={state.dialog === "intake" && step === 1 && intakeNeeded}
          service={service}
          intake={intake}
          onCancel={() => {
            // The consent form just signed is offered as on file when the client continues again.
            setOnFile((known) => Object.fromEntries(Object.entries(known).filter(([id]) => Number(id) !== service.id)));
            setIntakeFor((known) => Object.fromEntries(Object.entries(known).filter(([id]) => Number(id) !== service.id)));
            dispatch({ type: "intakeCancelled" });
          }}
          onSubmitted={(result) => {
            setIntakeFor((known) => ({ ...known, [service.id]: { ...known[service.id], covered: true } }));
            dispatch({ type: "intakeAnswered", intakeResponseId: result.id });
            void savePreferences(service.id);
          }}
        />
      )}
    </div>
  );
}
