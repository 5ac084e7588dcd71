import { describe, expect, it } from "vitest";
import {
  bookingReducer,
  heldSlotFor,
  holdToContinue,
  initialBookingState,
  reachableStep,
  shouldOfferHold,
  type BookingState,
} from "@/components/booking/booking-state";
import { DRAFT_MAX_AGE_MS, MAX_SAVED_SIGNATURE_CHARS, parseSavedDraft, serializeDraft } from "@/components/booking/draft-storage";
import type { CurrentHold } from "@/lib/appointments/hold";
import type { AvailableSlot } from "@/lib/booking/slots";

// The booking draft that survives a reload, the steps a reload or Back may show, and the
// client's own hold offered back.

const user = {
  firstName: "Avery",
  lastName: "Quinn",
  email: "avery@example.com",
  phone: "8285550199",
  subscribed: false,
  preferredServiceId: null,
};
const slot: AvailableSlot = { id: 11, practitionerId: 1, date: "2026-12-07", startTime: "09:00", startsAt: "2026-12-07T14:00:00.000Z" };
const future = () => new Date(Date.now() + 20 * 60_000).toISOString();
const hold = (overrides: Partial<CurrentHold> = {}): CurrentHold => ({
  id: 40,
  serviceId: 3,
  isVirtual: true,
  holdExpiresAt: future(),
  slot,
  consentFormId: 9,
  promoCode: null,
  clientInfo: {
    firstName: "Avery",
    lastName: "Quinn",
    email: "avery@example.com",
    phone: "8285550199",
    notes: "Quiet please",
    subscribed: true,
  },
  formsNeeded: false,
  ...overrides,
});

const at = (state: BookingState, ...actions: Parameters<typeof bookingReducer>[1][]) => actions.reduce(bookingReducer, state);
const fresh = () => initialBookingState(user, [3, 4]);
const signed = () =>
  at(
    fresh(),
    { type: "selectService", serviceId: 3, isVirtual: true },
    { type: "consentAccepted", consentFormId: 9, fullName: "Avery Quinn", email: "a@b.co", phone: "5550001111" },
  );
const reserved = () =>
  at(
    signed(),
    { type: "selectSlot", slot },
    { type: "goToStep", step: 3 },
    { type: "appointmentReserved", appointmentId: 40, holdExpiresAt: future(), isVirtual: true },
  );

describe("how far a draft reaches", () => {
  it("needs a signed service for step 2, a time for 3, a hold for 4 and a confirmation for 5", () => {
    expect(reachableStep(fresh())).toBe(1);
    expect(reachableStep(at(fresh(), { type: "selectService", serviceId: 3, isVirtual: true }))).toBe(1);
    expect(reachableStep(signed())).toBe(2);
    expect(reachableStep(at(signed(), { type: "selectSlot", slot }))).toBe(3);
    expect(reachableStep(reserved())).toBe(4);
    // A consent signed for another service does not carry over.
    expect(reachableStep(at(reserved(), { type: "selectService", serviceId: 4, isVirtual: false }))).toBe(1);
  });
});

describe("restoring after a reload", () => {
  it("keeps the step and the hold the server still reports, with the server's expiry", () => {
    const saved = { ...reserved(), billing: { ...fresh().billing, city: "Asheville" } };
    const { hold: _ignored, ...persisted } = saved;
    const server = hold({ holdExpiresAt: "2099-01-01T00:00:00.000Z" });
    const state = at(fresh(), { type: "restore", saved: persisted, hold: server });
    expect(state.step).toBe(4);
    expect(state.billing.city).toBe("Asheville");
    expect(state.draft.appointmentId).toBe(40);
    expect(state.draft.holdExpiresAt).toBe("2099-01-01T00:00:00.000Z");
    expect(state.hold).toBe(server);
  });

  it("drops a hold the server no longer has and steps back to what the draft supports", () => {
    const { hold: _ignored, ...persisted } = reserved();
    const state = at(fresh(), { type: "restore", saved: persisted, hold: null });
    expect(state.step).toBe(3);
    expect(state.draft).toMatchObject({ appointmentId: null, holdExpiresAt: null, timeSlotId: 11 });
  });

  it("reopens the consent form only after the age question was answered for that service", () => {
    const opened = at(
      fresh(),
      { type: "selectService", serviceId: 3, isVirtual: true },
      { type: "openDialog", dialog: "age" },
      { type: "ageConfirmed", consentRequired: true },
    );
    expect(opened).toMatchObject({ dialog: "consent", ageConfirmedFor: 3 });
    const { hold: _a, ...keep } = opened;
    expect(at(fresh(), { type: "restore", saved: keep, hold: null }).dialog).toBe("consent");
    const { hold: _b, ...other } = at(opened, { type: "selectService", serviceId: 4, isVirtual: false });
    expect(at(fresh(), { type: "restore", saved: other, hold: null }).dialog).toBe("age");
  });

  it("without a saved draft keeps the fresh state and learns the hold", () => {
    const state = at(fresh(), { type: "restore", saved: null, hold: hold() });
    expect(state.step).toBe(1);
    expect(state.hold?.id).toBe(40);
  });
});

describe("the client's own hold", () => {
  it("is offered on step 1 when the draft does not use it, until dismissed", () => {
    const state = at(fresh(), { type: "restore", saved: null, hold: hold() });
    expect(shouldOfferHold(state)).toBe(true);
    expect(shouldOfferHold(at(state, { type: "dismissHoldOffer" }))).toBe(false);
    expect(
      shouldOfferHold(
        at(fresh(), { type: "restore", saved: null, hold: hold({ holdExpiresAt: new Date(Date.now() - 1000).toISOString() }) }),
      ),
    ).toBe(false);
  });

  it("resumes at the payment step with the held time, consent and client details", () => {
    const state = at(fresh(), { type: "restore", saved: null, hold: hold() }, { type: "resumeHold" });
    expect(state.step).toBe(4);
    expect(state.draft).toMatchObject({
      serviceId: 3,
      timeSlotId: 11,
      date: "2026-12-07",
      time: "09:00",
      appointmentId: 40,
      consentFormId: 9,
      consentServiceId: 3,
    });
    expect(state.draft.clientInfo.notes).toBe("Quiet please");
    expect(shouldOfferHold(state)).toBe(false);
    expect(reachableStep(state)).toBe(4);
  });

  it("asks the age question and the forms first when the held time has no signed form (a waitlist offer), keeping the time chosen", () => {
    const state = at(
      fresh(),
      { type: "restore", saved: null, hold: hold({ consentFormId: null, formsNeeded: true }) },
      { type: "resumeHold" },
    );
    expect(state.step).toBe(1);
    expect(state.dialog).toBe("age");
    expect(state.draft).toMatchObject({
      serviceId: 3,
      timeSlotId: 11,
      date: "2026-12-07",
      time: "09:00",
      appointmentId: null,
      consentFormId: null,
    });
    expect(shouldOfferHold(state)).toBe(false);
    // The date step lists the held time for its client.
    expect(heldSlotFor(state)).toEqual(slot);
  });

  it("a hold the draft does not use can be continued from any step (the waitlist's link), not once in use or expired", () => {
    const onDates = at(fresh(), { type: "restore", saved: null, hold: hold() }, { type: "selectService", serviceId: 3, isVirtual: true });
    expect(holdToContinue({ ...onDates, step: 2 })).toBe(true);
    expect(holdToContinue(at(onDates, { type: "resumeHold" }))).toBe(false);
    expect(
      holdToContinue(
        at(fresh(), { type: "restore", saved: null, hold: hold({ holdExpiresAt: new Date(Date.now() - 1000).toISOString() }) }),
      ),
    ).toBe(false);
  });

  it("is listed on the date step of its service only, also after the draft moved to another time", () => {
    const state = reserved();
    expect(heldSlotFor(state)).toEqual(slot);
    const otherTime = at(state, { type: "selectDate", date: "2026-12-08" });
    expect(otherTime.draft.appointmentId).toBeNull();
    expect(heldSlotFor(otherTime)).toEqual(slot);
    expect(heldSlotFor(at(state, { type: "selectService", serviceId: 4, isVirtual: false }))).toBeNull();
  });

  it("is forgotten when it runs out on the payment step", () => {
    const state = at(reserved(), { type: "holdExpired" });
    expect(state.step).toBe(2);
    expect(state.hold).toBeNull();
    expect(state.draft).toMatchObject({ appointmentId: null, timeSlotId: null });
  });

  it("a consent the server refuses sends the client back to sign", () => {
    const state = at(reserved(), { type: "goToStep", step: 3 }, { type: "consentRejected" });
    expect(state.step).toBe(1);
    expect(state.draft.consentFormId).toBeNull();
    expect(reachableStep(state)).toBe(1);
  });
});

describe("the saved draft", () => {
  it("round-trips for the same user without the server's hold", () => {
    const state = reserved();
    const raw = serializeDraft(7, state, 1_000);
    expect(JSON.parse(raw).state.hold).toBeUndefined();
    expect(parseSavedDraft(raw, 7, [3, 4], 2_000)).toMatchObject({ step: 4, draft: { appointmentId: 40 } });
  });

  it("is ignored for another user, when stale, for a service no longer offered, or when unreadable", () => {
    const raw = serializeDraft(7, reserved(), 1_000);
    expect(parseSavedDraft(raw, 8, [3, 4], 2_000)).toBeNull();
    expect(parseSavedDraft(raw, 7, [3, 4], 1_000 + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(parseSavedDraft(raw, 7, [4], 2_000)).toBeNull();
    expect(parseSavedDraft("{not json", 7, [3, 4], 2_000)).toBeNull();
    expect(parseSavedDraft(JSON.stringify({ v: 0, userId: 7, savedAt: 1_000, state: reserved() }), 7, [3, 4], 2_000)).toBeNull();
  });

  it("keeps a small signature and drops a large one; never holds card fields", () => {
    const small = at(fresh(), { type: "saveConsentDraft", consent: { ...fresh().consent, signatureData: "data:image/png;base64,AAAA" } });
    expect(JSON.parse(serializeDraft(7, small)).state.consent.signatureData).toBe("data:image/png;base64,AAAA");
    const big = at(fresh(), {
      type: "saveConsentDraft",
      consent: { ...fresh().consent, signatureData: `data:image/png;base64,${"A".repeat(MAX_SAVED_SIGNATURE_CHARS)}` },
    });
    expect(JSON.parse(serializeDraft(7, big)).state.consent.signatureData).toBe("");
    expect(serializeDraft(7, reserved())).not.toMatch(/card|cvc|expiry/i);
  });
});

describe("the age question", () => {
  it("is asked again after the consent form is cancelled, not after a reload", () => {
    const opened = at(
      fresh(),
      { type: "selectService", serviceId: 3, isVirtual: true },
      { type: "openDialog", dialog: "age" },
      { type: "ageConfirmed", consentRequired: true },
    );
    expect(at(opened, { type: "consentCancelled" })).toMatchObject({ dialog: null, ageConfirmedFor: null });
  });
});
