import { z } from "zod";
import { isDateKey, isMonthKey, isTimeKey } from "@/lib/validations/date-keys";
import { EMAIL_MESSAGE } from "@/lib/validations/email";
import { PHONE_MESSAGE, emailField, idField, personName, phoneField } from "@/lib/validations/fields";

// Booking: the client information form of the wizard and the payload of
// POST /api/appointments share these field rules and messages.

export const BOOKING_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  email: EMAIL_MESSAGE,
  phone: PHONE_MESSAGE,
  service: "Please select a service",
  timeSlot: "Please select a time slot",
  dateTimeMissing: "Please select a date and time first",
  invalidDate: "Invalid date selected. Please choose a valid date.",
  unavailable: "This time is no longer available. Please choose another time.",
  consentMissing: "Please sign the consent form for this service before booking.",
} as const;

const M = BOOKING_MESSAGES;

const firstName = personName("First name");
const lastName = personName("Last name");
const email = emailField();
const phone = phoneField();
const notes = z.string().trim().max(2000, "Notes must be at most 2000 characters");

/** The wizard's "Your Information" form. */
export const clientInfoSchema = z.object({
  firstName,
  lastName,
  email,
  phone,
  notes: notes.optional().default(""),
  subscribed: z.boolean().default(false),
});

export type ClientInfo = z.infer<typeof clientInfoSchema>;
export type ClientInfoInput = z.input<typeof clientInfoSchema>;

export const defaultClientInfo: ClientInfo = { firstName: "", lastName: "", email: "", phone: "", notes: "", subscribed: false };

/**
 * POST /api/appointments (spec payload). `status`, `isVirtual` and any price the client sends are
 * accepted but ignored (stripped): the server derives them. Field order sets which message wins
 * when several are wrong: date and time first, as the wizard checks them first.
 */
export const appointmentRequestSchema = z.object({
  date: z.string(M.dateTimeMissing).trim().min(1, M.dateTimeMissing).refine(isDateKey, M.invalidDate),
  time: z.string(M.dateTimeMissing).trim().min(1, M.dateTimeMissing).refine(isTimeKey, M.dateTimeMissing),
  timeSlotId: z.number(M.dateTimeMissing).int(M.dateTimeMissing).positive(M.dateTimeMissing),
  serviceId: z.number(M.service).int(M.service).positive(M.service),
  practitionerId: z.number().int().positive().nullish(),
  clientFirstName: firstName,
  clientLastName: lastName,
  clientEmail: email,
  clientPhone: phone,
  notes: notes.nullish(),
  subscribed: z.boolean().optional().default(false),
  // A booking is covered by a signed consent form (the wizard's step 1), unless its service needs
  // none (a free consultation): the server knows which and refuses a missing one.
  consentFormId: z.number(M.consentMissing).int(M.consentMissing).positive(M.consentMissing).nullish(),
});

export type AppointmentRequest = z.infer<typeof appointmentRequestSchema>;

/**
 * POST /api/appointments/{id}/reschedule: the new date, time and slot, chosen as in the wizard
 * (same fields and messages). The service, price and client details stay the booking's.
 */
export const rescheduleRequestSchema = appointmentRequestSchema.pick({ date: true, time: true, timeSlotId: true });

export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

/** The reschedule form's fields: the booking (a hidden field) and the chosen time. */
export const rescheduleFormSchema = rescheduleRequestSchema.extend({ id: idField() });

/** POST /api/appointments/{id}/cancel: no fields (an empty JSON object). */
export const cancelRequestSchema = z.strictObject({}, { error: "Cancelling takes no fields." });
export type AppointmentRequestInput = z.input<typeof appointmentRequestSchema>;

/** Builds the POST /api/appointments body from the wizard's draft. */
export function appointmentPayload(draft: {
  serviceId: number;
  timeSlotId: number;
  practitionerId?: number | null;
  date: string;
  time: string;
  clientInfo: ClientInfo;
  consentFormId?: number | null;
}): Omit<AppointmentRequestInput, "consentFormId"> & { consentFormId: number | null } {
  const { clientInfo: c } = draft;
  return {
    serviceId: draft.serviceId,
    timeSlotId: draft.timeSlotId,
    practitionerId: draft.practitionerId ?? null,
    date: draft.date,
    time: draft.time,
    notes: c.notes ?? "",
    clientFirstName: c.firstName,
    clientLastName: c.lastName,
    clientEmail: c.email,
    clientPhone: c.phone,
    subscribed: c.subscribed,
    consentFormId: draft.consentFormId ?? null,
  };
}

export const TIME_SLOTS_DATE_MESSAGE = "Invalid date. Please use the format yyyy-MM-dd.";

/** GET /api/time-slots query. */
export const timeSlotsQuerySchema = z.object({
  date: z.string(TIME_SLOTS_DATE_MESSAGE).trim().refine(isDateKey, TIME_SLOTS_DATE_MESSAGE),
  serviceId: idField("Invalid service.").optional(),
});

/** GET /api/appointments/{id}/time-slots: the service is the booking's own. */
export const rescheduleSlotsQuerySchema = timeSlotsQuerySchema.pick({ date: true });

export const AVAILABILITY_MONTH_MESSAGE = "Invalid month. Please use the format yyyy-MM.";

/** GET /api/availability query: a month and, optionally, the service whose duration must fit. */
export const availabilityQuerySchema = z.object({
  month: z.string(AVAILABILITY_MONTH_MESSAGE).trim().refine(isMonthKey, AVAILABILITY_MONTH_MESSAGE),
  serviceId: idField("Invalid service.").optional(),
});

/** GET /api/appointments/{id}/availability: the service is the booking's own. */
export const rescheduleAvailabilityQuerySchema = availabilityQuerySchema.pick({ month: true });
