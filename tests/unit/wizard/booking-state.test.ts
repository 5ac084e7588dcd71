import { describe, expect, it } from "vitest";
import { bookingReducer, initialBookingState, splitFullName, type BookingState } from "@/components/booking/booking-state";
import type { AvailableSlot } from "@/lib/booking/slots";

const user = {
  firstName: "Avery",
  lastName: "Quinn",
  email: "avery@example.com",
  phone: "8285550199",
  subscribed: true,
  preferredServiceId: 3,
};
const slot: AvailableSlot = { id: 11, practitionerId: 1, date: "2026-12-07", startTime: "09:00", startsAt: "2026-12-07T14:00:00.000Z" };

const at = (state: BookingState, ...actions: Parameters<typeof bookingReducer>[1][]) => actions.reduce(bookingReducer, state);

describe("booking draft", () => {
  it("starts on step 1 with the preferred service preselected and the profile prefilled", () => {
    const state = initialBookingState(user, [1, 2, 3]);
    expect(state.step).toBe(1);
    expect(state.draft.serviceId).toBe(3);
    expect(state.consent).toMatchObject({
      fullName: "Avery Quinn",
      email: "avery@example.com",
      phone: "8285550199",
      signatureMethod: "draw",
    });
    expect(state.billing).toMatchObject({ firstName: "Avery", lastName: "Quinn", email: "avery@example.com", country: "US" });
    expect(state.rememberPreferences).toBe(true);
  });

  it("ignores a preferred service that is no longer offered", () => {
    expect(initialBookingState(user, [1, 2]).draft.serviceId).toBeNull();
  });

  it("starts with the service a Book Now link asked for, on step 1", () => {
    const state = initialBookingState(user, [1, 2, 3], 2);
    expect(state.step).toBe(1);
    expect(state.draft.serviceId).toBe(2);
    expect(state.draft.consentFormId).toBeNull(); // age check and consent still follow Continue
    expect(initialBookingState(null, [1, 2, 3], 1).draft.serviceId).toBe(1);
  });

  it("treats a requested service that is not offered (unknown or inactive) as no request", () => {
    expect(initialBookingState(user, [1, 2, 3], 99).draft.serviceId).toBe(3); // the remembered one, as without a link
    expect(initialBookingState(null, [1, 2, 3], 99).draft.serviceId).toBeNull();
  });

  it("splits the consent name at the first space into the client info and moves to step 2", () => {
    expect(splitFullName("  Mary Ann   Smith ")).toEqual({ firstName: "Mary", lastName: "Ann Smith" });
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
    const state = at(initialBookingState(user, [3]), {
      type: "consentAccepted",
      consentFormId: 9,
      fullName: "Mary Ann Smith",
      email: "m@example.com",
      phone: "5550001111",
    });
    expect(state.step).toBe(2);
    expect(state.draft.consentFormId).toBe(9);
    expect(state.draft.consentServiceId).toBe(3);
    expect(state.draft.clientInfo).toEqual({
      firstName: "Mary",
      lastName: "Ann Smith",
      email: "m@example.com",
      phone: "5550001111",
      notes: "",
      subscribed: false,
    });
  });

  it("picking a new date clears the slot and any hold; the same date keeps it", () => {
    const withSlot = at(
      initialBookingState(user, [3]),
      { type: "selectSlot", slot },
      { type: "appointmentReserved", appointmentId: 5, holdExpiresAt: "x", isVirtual: true },
    );
    expect(withSlot.draft).toMatchObject({ timeSlotId: 11, time: "09:00", date: "2026-12-07", appointmentId: 5 });
    expect(at(withSlot, { type: "selectDate", date: "2026-12-07" }).draft.timeSlotId).toBe(11);
    const moved = at(withSlot, { type: "selectDate", date: "2026-12-08" });
    expect(moved.draft).toMatchObject({ date: "2026-12-08", timeSlotId: null, time: null, appointmentId: null, holdExpiresAt: null });
  });

  it("changing the service drops the slot chosen for the old one", () => {
    const state = at(
      initialBookingState(user, [3, 4]),
      { type: "selectSlot", slot },
      { type: "selectService", serviceId: 4, isVirtual: false },
    );
    expect(state.draft).toMatchObject({ serviceId: 4, isVirtual: false, timeSlotId: null, date: "2026-12-07" });
  });

  it("next and back move one step, never below 1 and never out of the confirmation", () => {
    let state = initialBookingState(user, [3]);
    state = at(state, { type: "back" });
    expect(state.step).toBe(1);
    state = at(state, { type: "next" }, { type: "next" }, { type: "back" });
    expect(state.step).toBe(2);
    const confirmed = at(state, {
      type: "bookingConfirmed",
      confirmation: {
        appointment: {
          id: 5,
          serviceName: "Yoga",
          date: "2026-12-07",
          time: "09:00",
          startsAt: slot.startsAt,
          endsAt: slot.startsAt,
          isVirtual: true,
          location: "Virtual",
          zoomLink: "https://zoom.us/j/1",
          status: "confirmed",
        },
        calendar: { icsUrl: "/api/appointments/5/calendar", googleUrl: "https://calendar.google.com/" },
        payment: null,
        receiptUrl: null,
      },
    });
    expect(confirmed.step).toBe(5);
    expect(confirmed.draft.payment.completed).toBe(true);
    expect(at(confirmed, { type: "back" }).step).toBe(5);
    expect(at(confirmed, { type: "next" }).step).toBe(5);
  });

  it("a confirmed booking ends its draft: a new booking starts afresh with the same service", () => {
    const confirmed = at(
      initialBookingState(user, [3, 4]),
      { type: "selectService", serviceId: 4, isVirtual: false },
      {
        type: "bookingConfirmed",
        confirmation: {
          appointment: {
            id: 5,
            serviceName: "Yoga",
            date: "2026-12-07",
            time: "09:00",
            startsAt: slot.startsAt,
            endsAt: slot.startsAt,
            isVirtual: false,
            location: "In-Person",
            zoomLink: null,
            status: "confirmed",
          },
          calendar: { icsUrl: "/api/appointments/5/calendar", googleUrl: "https://calendar.google.com/" },
          payment: null,
          receiptUrl: null,
        },
      },
    );
    const fresh = at(confirmed, { type: "newBooking", user, serviceIds: [3, 4] });
    expect(fresh).toEqual(initialBookingState({ ...user, preferredServiceId: 4 }, [3, 4]));
    expect(fresh.confirmation).toBeNull();
    expect(fresh.draft.appointmentId).toBeNull();
  });

  it("keeps client info and billing entered on later steps when going back", () => {
    const info = { firstName: "A", lastName: "B", email: "a@b.co", phone: "5550001111", notes: "hello", subscribed: true };
    const state = at(
      initialBookingState(user, [3]),
      { type: "goToStep", step: 4 },
      { type: "saveClientInfo", clientInfo: info },
      { type: "back" },
      { type: "back" },
    );
    expect(state.step).toBe(2);
    expect(state.draft.clientInfo).toEqual(info);
  });
});
