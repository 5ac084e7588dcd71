import type { UserAppointmentDTO } from "@/lib/accounts/appointment-types";
import { fullAddress } from "@/lib/site-config";

/** A confirmed in-person Private Yoga on Monday, March 4, 2030 at 2:30 PM EST, paid, changeable. */
export const userAppointment = (over: Partial<UserAppointmentDTO> = {}): UserAppointmentDTO => ({
  id: 41,
  serviceId: 5,
  serviceName: "Private Yoga (In-Person)",
  serviceDuration: 75,
  practitionerId: 1,
  date: "2030-03-04",
  time: "14:30",
  startsAt: "2030-03-04T19:30:00.000Z",
  endsAt: "2030-03-04T20:45:00.000Z",
  isVirtual: false,
  location: "In-Person",
  status: "confirmed",
  paymentComplete: true,
  amountCents: 10999,
  paidWith: null,
  zoomLink: null,
  upcoming: true,
  change: { canChange: true, deadline: "2030-03-02T19:30:00.000Z", reason: null },
  rescheduledFrom: null,
  cancelledBy: null,
  cancelledAt: null,
  refund: null,
  receiptUrl: "/api/appointments/41/receipt",
  consentUrl: "/api/appointments/41/consent",
  calendarUrl: "/api/appointments/41/calendar",
  address: fullAddress,
  ...over,
});
