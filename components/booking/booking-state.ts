import type { CurrentHold } from "@/lib/appointments/hold";
import type { AvailableSlot } from "@/lib/booking/slots";
import type { BookingConfirmation } from "@/lib/appointments/complete";
import type { ClientInfo } from "@/lib/validations/booking";
import type { ConsentFormValues } from "@/lib/validations/consent";

// The booking draft (service, time, hold, client info, payment) and every change to it, in one reducer. All five steps
// read and write this one state, so going Back never loses what the client entered.

export const BOOKING_STEPS = [
  { title: "Select a Service", short: "Service" },
  { title: "Select a Date", short: "Date & Time" },
  { title: "Your Information", short: "Your Info" },
  { title: "Payment Information", short: "Payment" },
  { title: "Booking Confirmed!", short: "Confirmed" },
] as const;

export type Step = 1 | 2 | 3 | 4 | 5;
export const LAST_STEP: Step = 5;

/** What the consent dialog holds between openings (it can be cancelled and reopened). */
export type ConsentDraft = ConsentFormValues;

export type BillingDraft = {
  firstName: string;
  lastName: string;
  email: string;
  line1: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
};

export type BookingDraft = {
  serviceId: number | null;
  practitionerId: number | null;
  timeSlotId: number | null;
  date: string | null; // yyyy-MM-dd in the practice's time zone
  time: string | null; // HH:MM, 24-hour
  startsAt: string | null; // ISO instant of the chosen slot
  isVirtual: boolean;
  zoomLink: string | null;
  appointmentId: number | null;
  /** When the server releases the pending appointment's hold (ISO). */
  holdExpiresAt: string | null;
  /** The consent form stored for the service chosen (null until signed, and for a service that needs none). */
  consentFormId: number | null;
  /** The service step 1 was completed for: the age question answered, its consent form signed and its intake form answered if it needs them. */
  consentServiceId: number | null;
  /** The intake answers sent in step 1 (null when the service asks none, or earlier answers cover it). */
  intakeResponseId: number | null;
  /** The promo code the client asked for (typed, or from a link's ?code=): applied to every hold on the payment step. */
  promoCode: string | null;
  clientInfo: ClientInfo;
  payment: { completed: boolean; amount: number | null; paymentIntentId: string | null };
};

/** The dialog open over step 1: the age question, then the consent form, then the intake form if the service asks one. */
export type BookingDialog = "age" | "consent" | "intake" | null;

export type BookingState = {
  step: Step;
  draft: BookingDraft;
  consent: ConsentDraft;
  billing: BillingDraft;
  rememberPreferences: boolean;
  confirmation: BookingConfirmation | null;
  dialog: BookingDialog;
  /** The service for which the client answered "Yes, I am 18 or older" (another service asks again). */
  ageConfirmedFor: number | null;
  /** The client's live hold as the server last reported it (it outlives the draft: reloads, tabs). */
  hold: CurrentHold | null;
  /** The client chose "Not now" on the offer to continue with their held time. */
  holdOfferDismissed: boolean;
};

/** The parts of the logged-in user the wizard uses to prefill forms. */
export type BookingUser = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  subscribed: boolean;
  preferredServiceId: number | null;
};

export function initialBookingState(
  user: BookingUser | null,
  serviceIds: number[],
  requestedServiceId: number | null = null,
  requestedCode: string | null = null,
): BookingState {
  const offered = (id: number | null | undefined) => (id && serviceIds.includes(id) ? id : null);
  // The service chosen with Book Now (/schedule?service=) first, else the remembered one.
  const preferred = offered(requestedServiceId) ?? offered(user?.preferredServiceId);
  const fullName = user ? `${user.firstName} ${user.lastName}`.trim() : "";
  return {
    step: 1,
    draft: {
      serviceId: preferred,
      practitionerId: null,
      timeSlotId: null,
      date: null,
      time: null,
      startsAt: null,
      isVirtual: false,
      zoomLink: null,
      appointmentId: null,
      holdExpiresAt: null,
      consentFormId: null,
      consentServiceId: null,
      intakeResponseId: null,
      promoCode: requestedCode,
      clientInfo: {
        firstName: user?.firstName ?? "",
        lastName: user?.lastName ?? "",
        email: user?.email ?? "",
        phone: user?.phone ?? "",
        notes: "",
        subscribed: false,
      },
      payment: { completed: false, amount: null, paymentIntentId: null },
    },
    consent: {
      fullName,
      email: user?.email ?? "",
      phone: user?.phone ?? "",
      signatureMethod: "draw",
      signatureData: "",
      typedSignature: "",
      agreeToTerms: false,
    },
    billing: {
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      email: user?.email ?? "",
      line1: "",
      city: "",
      state: "",
      postal_code: "",
      country: "US",
    },
    rememberPreferences: true,
    confirmation: null,
    dialog: null,
    ageConfirmedFor: null,
    hold: null,
    holdOfferDismissed: false,
  };
}

/**
 * The furthest step the draft supports: a service with its signed consent opens the date step,
 * a chosen time the client information, a held appointment the payment, a confirmation step 5.
 * Reloads and the browser's Back and Forward never show a step beyond it.
 */
export function reachableStep(state: BookingState): Step {
  const { draft } = state;
  if (state.confirmation) return 5;
  if (!draft.serviceId || draft.consentServiceId !== draft.serviceId) return 1;
  if (!draft.timeSlotId || !draft.date || !draft.time) return 2;
  if (!draft.appointmentId) return 3;
  return 4;
}

/** The client's held time, offered on the date step of the same service (the public list leaves it out). */
export function heldSlotFor(state: BookingState, now: number = Date.now()): AvailableSlot | null {
  const { hold, draft } = state;
  if (!hold || hold.serviceId !== draft.serviceId || new Date(hold.holdExpiresAt).getTime() <= now) return null;
  return hold.slot;
}

/**
 * Whether the server's hold is one the draft is not using yet, still running: the waitlist's offer
 * link continues with it from whatever step the draft was on.
 */
export function holdToContinue(state: BookingState, now: number = Date.now()): boolean {
  const { hold } = state;
  return Boolean(hold && state.draft.appointmentId !== hold.id && new Date(hold.holdExpiresAt).getTime() > now);
}

/** Whether to offer the client to continue with a hold the draft is not using (a new tab, a lost draft). */
export function shouldOfferHold(state: BookingState, now: number = Date.now()): state is BookingState & { hold: CurrentHold } {
  const { hold } = state;
  return Boolean(
    hold &&
    !state.holdOfferDismissed &&
    state.step === 1 &&
    state.draft.appointmentId !== hold.id &&
    new Date(hold.holdExpiresAt).getTime() > now,
  );
}

/** "Mary Ann Smith" -> { firstName: "Mary", lastName: "Ann Smith" } (split at the first space). */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const trimmed = fullName.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  if (space === -1) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}

export type BookingAction =
  | { type: "selectService"; serviceId: number; isVirtual: boolean }
  | { type: "setRememberPreferences"; value: boolean }
  | { type: "saveConsentDraft"; consent: ConsentDraft }
  /** `intakeNeeded`: the service asks an intake form these answers do not cover yet (the intake dialog opens next). */
  | { type: "consentAccepted"; consentFormId: number; fullName: string; email: string; phone: string; intakeNeeded?: boolean }
  /** The intake form answered (or found not needed): on to the dates. */
  | { type: "intakeAnswered"; intakeResponseId: number | null }
  /** Cancel on the intake form: the answers typed stay in the draft on the server; continuing asks again. */
  | { type: "intakeCancelled" }
  | { type: "selectDate"; date: string }
  | { type: "selectSlot"; slot: AvailableSlot }
  | { type: "clearSlot" }
  | { type: "saveClientInfo"; clientInfo: ClientInfo }
  | { type: "appointmentReserved"; appointmentId: number; holdExpiresAt: string | null; isVirtual: boolean }
  | { type: "holdReleased" }
  | { type: "saveBilling"; billing: BillingDraft }
  | { type: "paymentIntentReady"; paymentIntentId: string; amount: number }
  | { type: "bookingConfirmed"; confirmation: BookingConfirmation }
  | { type: "goToStep"; step: Step }
  | { type: "next" }
  | { type: "back" }
  | { type: "openDialog"; dialog: Exclude<BookingDialog, null> }
  | { type: "closeDialog" }
  /** Cancel on the consent form: continuing asks the age question again (a reload does not). */
  | { type: "consentCancelled" }
  /** Yes, 18 or older: on to the consent form, or straight to the dates for a service that needs none. */
  | { type: "ageConfirmed"; consentRequired: boolean; intakeNeeded?: boolean }
  | { type: "setPromoCode"; code: string | null }
  | { type: "ageDeclined" }
  | { type: "consentRejected" }
  | { type: "holdExpired" }
  | { type: "resumeHold" }
  | { type: "dismissHoldOffer" }
  /** After a reload: the saved draft (or none) reconciled with the server's view of the hold. */
  | { type: "restore"; saved: PersistedBookingState | null; hold: CurrentHold | null }
  /** A new booking after a confirmed one: a fresh draft, the booked service preselected. */
  | { type: "newBooking"; user: BookingUser | null; serviceIds: number[] };

/** What is kept in the browser session (never card data; the hold comes from the server). */
export type PersistedBookingState = Omit<BookingState, "hold">;

/** Anything that changes what is being booked makes a held appointment stale. */
const withoutHold = (draft: BookingDraft): BookingDraft => ({
  ...draft,
  appointmentId: null,
  holdExpiresAt: null,
  payment: { completed: false, amount: null, paymentIntentId: null },
});

export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  const { draft } = state;
  switch (action.type) {
    case "selectService": {
      if (draft.serviceId === action.serviceId) return state;
      // Availability depends on the session's length: a slot chosen for another service is dropped.
      return {
        ...state,
        draft: withoutHold({
          ...draft,
          serviceId: action.serviceId,
          isVirtual: action.isVirtual,
          timeSlotId: null,
          time: null,
          startsAt: null,
          practitionerId: null,
        }),
      };
    }
    case "setRememberPreferences":
      return { ...state, rememberPreferences: action.value };
    case "saveConsentDraft":
      return { ...state, consent: action.consent };
    case "consentAccepted": {
      const { firstName, lastName } = splitFullName(action.fullName);
      return {
        ...state,
        step: action.intakeNeeded ? 1 : 2,
        dialog: action.intakeNeeded ? "intake" : null,
        draft: {
          ...draft,
          consentFormId: action.consentFormId,
          consentServiceId: action.intakeNeeded ? null : draft.serviceId,
          // The consent form's details become the client info (notes empty,
          // not subscribed); a client who signs again after Back keeps their notes and choice.
          clientInfo: {
            firstName,
            lastName,
            email: action.email,
            phone: action.phone,
            notes: draft.clientInfo.notes,
            subscribed: draft.clientInfo.subscribed,
          },
        },
      };
    }
    case "selectDate":
      if (draft.date === action.date) return state;
      // Picking a new date clears the chosen slot (its time may not exist that day).
      return {
        ...state,
        draft: withoutHold({ ...draft, date: action.date, timeSlotId: null, time: null, startsAt: null, practitionerId: null }),
      };
    case "selectSlot":
      if (draft.timeSlotId === action.slot.id) return state;
      return {
        ...state,
        draft: withoutHold({
          ...draft,
          timeSlotId: action.slot.id,
          practitionerId: action.slot.practitionerId,
          date: action.slot.date,
          time: action.slot.startTime,
          startsAt: action.slot.startsAt,
        }),
      };
    case "clearSlot":
      return { ...state, draft: withoutHold({ ...draft, timeSlotId: null, time: null, startsAt: null, practitionerId: null }) };
    case "saveClientInfo":
      return { ...state, draft: { ...draft, clientInfo: action.clientInfo } };
    case "appointmentReserved": {
      const hold: CurrentHold | null =
        draft.serviceId && draft.timeSlotId && draft.practitionerId && draft.date && draft.time && draft.startsAt && action.holdExpiresAt
          ? {
              id: action.appointmentId,
              serviceId: draft.serviceId,
              isVirtual: action.isVirtual,
              holdExpiresAt: action.holdExpiresAt,
              slot: {
                id: draft.timeSlotId,
                practitionerId: draft.practitionerId,
                date: draft.date,
                startTime: draft.time,
                startsAt: draft.startsAt,
              },
              consentFormId: draft.consentFormId,
              promoCode: draft.promoCode,
              clientInfo: draft.clientInfo,
              // Reserved from the wizard, after its forms.
              formsNeeded: false,
            }
          : null;
      return {
        ...state,
        step: 4,
        hold,
        holdOfferDismissed: false,
        draft: {
          ...withoutHold(draft),
          appointmentId: action.appointmentId,
          holdExpiresAt: action.holdExpiresAt,
          isVirtual: action.isVirtual,
        },
      };
    }
    case "holdReleased":
      return { ...state, draft: withoutHold(draft) };
    case "saveBilling":
      return { ...state, billing: action.billing };
    case "paymentIntentReady":
      return {
        ...state,
        draft: { ...draft, payment: { completed: false, amount: action.amount, paymentIntentId: action.paymentIntentId } },
      };
    case "bookingConfirmed":
      return {
        ...state,
        step: 5,
        hold: null,
        confirmation: action.confirmation,
        draft: {
          ...draft,
          appointmentId: action.confirmation.appointment.id,
          zoomLink: action.confirmation.appointment.zoomLink,
          isVirtual: action.confirmation.appointment.isVirtual,
          holdExpiresAt: null,
          payment: { ...draft.payment, completed: true },
        },
      };
    case "goToStep":
      return { ...state, step: action.step };
    case "next":
      return { ...state, step: Math.min(LAST_STEP, state.step + 1) as Step };
    case "back":
      // Never below 1, and a confirmed booking cannot be re-entered.
      if (state.step === LAST_STEP) return state;
      return { ...state, step: Math.max(1, state.step - 1) as Step };
    case "openDialog":
      return { ...state, dialog: action.dialog };
    case "closeDialog":
      return { ...state, dialog: null };
    case "consentCancelled":
    case "intakeCancelled":
      return { ...state, dialog: null, ageConfirmedFor: null };
    case "intakeAnswered":
      return {
        ...state,
        step: 2,
        dialog: null,
        draft: { ...draft, consentServiceId: draft.serviceId, intakeResponseId: action.intakeResponseId },
      };
    case "ageConfirmed":
      if (action.consentRequired) return { ...state, dialog: "consent", ageConfirmedFor: draft.serviceId };
      if (action.intakeNeeded)
        return {
          ...state,
          dialog: "intake",
          ageConfirmedFor: draft.serviceId,
          draft: { ...draft, consentFormId: null, consentServiceId: null },
        };
      return {
        ...state,
        step: 2,
        dialog: null,
        ageConfirmedFor: draft.serviceId,
        draft: { ...draft, consentFormId: null, consentServiceId: draft.serviceId },
      };
    case "setPromoCode":
      return { ...state, draft: { ...draft, promoCode: action.code } };
    case "ageDeclined":
      return { ...state, dialog: null, ageConfirmedFor: null };
    case "consentRejected":
      // The server says the form does not cover this booking: sign again from step 1.
      return { ...state, step: 1, draft: { ...draft, consentFormId: null, consentServiceId: null } };
    case "holdExpired":
      return {
        ...state,
        step: 2,
        hold: state.hold?.id === draft.appointmentId ? null : state.hold,
        draft: withoutHold({ ...draft, timeSlotId: null, time: null, startsAt: null, practitionerId: null }),
      };
    case "resumeHold": {
      const { hold } = state;
      if (!hold) return state;
      const { slot } = hold;
      const heldTime = {
        serviceId: hold.serviceId,
        isVirtual: hold.isVirtual,
        timeSlotId: slot.id,
        practitionerId: slot.practitionerId,
        date: slot.date,
        time: slot.startTime,
        startsAt: slot.startsAt,
        clientInfo: hold.clientInfo,
      };
      // A time held without the forms its service asks (the waitlist's offer): the age question,
      // the consent and intake forms first, with the held time chosen; reserving it then keeps the hold.
      if (hold.formsNeeded)
        return {
          ...state,
          step: 1,
          dialog: "age",
          holdOfferDismissed: true,
          ageConfirmedFor: null,
          draft: { ...withoutHold(draft), ...heldTime, consentFormId: null, consentServiceId: null },
        };
      return {
        ...state,
        step: 4,
        dialog: null,
        draft: {
          ...draft,
          ...heldTime,
          appointmentId: hold.id,
          holdExpiresAt: hold.holdExpiresAt,
          // The hold was reserved with a signed form (the server checked it covers the booking).
          consentFormId: hold.consentFormId,
          consentServiceId: hold.serviceId,
          promoCode: hold.promoCode,
          payment: { completed: false, amount: null, paymentIntentId: null },
        },
      };
    }
    case "dismissHoldOffer":
      return { ...state, holdOfferDismissed: true };
    case "restore":
      return restoreState(action.saved ? { ...action.saved, hold: action.hold } : { ...state, hold: action.hold });
    case "newBooking":
      return initialBookingState(action.user && { ...action.user, preferredServiceId: draft.serviceId }, action.serviceIds);
  }
}

/** A saved draft against what the server says now: a hold that ended is dropped, the step kept within reach. */
function restoreState(state: BookingState): BookingState {
  let { draft } = state;
  const { hold } = state;
  if (!state.confirmation && draft.appointmentId) {
    draft = hold && hold.id === draft.appointmentId ? { ...draft, holdExpiresAt: hold.holdExpiresAt } : withoutHold(draft);
  }
  // The consent and intake forms open only after the age question was answered for this service.
  const dialog =
    state.step !== 1
      ? null
      : (state.dialog === "consent" || state.dialog === "intake") && state.ageConfirmedFor !== draft.serviceId
        ? "age"
        : state.dialog;
  const restored = { ...state, draft, dialog };
  return { ...restored, step: Math.min(restored.step, reachableStep(restored)) as Step };
}
