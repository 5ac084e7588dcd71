import { z } from "zod";
import { emailField, idField, optionalPhoneField, personName } from "@/lib/validations/fields";
import { appointmentRequestSchema } from "@/lib/validations/booking";
import { dollarsToCents } from "@/lib/validations/service";

// What the owner sends when she acts on a client's booking: her cancel with a refund choice and a
// note the client reads. The form and the server parse with the same schema; the amount's upper
// bound (what was paid) is the server's check, under the appointment's lock.

export const REFUND_CHOICES = ["full", "partial", "none"] as const;
export type RefundChoice = (typeof REFUND_CHOICES)[number];

export const CANCEL_NOTE_MAX = 1000;

export const OWNER_CANCEL_MESSAGES = {
  choice: "Choose a full refund, a partial refund or no refund.",
  amount: "Enter the amount to refund in dollars, e.g. 50 or 62.50.",
  note: `The message must be at most ${CANCEL_NOTE_MAX} characters.`,
  /** The partial amount must be below what can still be refunded. */
  tooMuch: (refundable: string) => `A partial refund must be less than ${refundable}. To return all of it, choose Full refund.`,
} as const;
const M = OWNER_CANCEL_MESSAGES;

/** The owner's cancel: how much goes back (partial: `refundCents`), and her words to the client. */
export const ownerCancelSchema = z
  .object({
    refund: z.enum(REFUND_CHOICES, M.choice),
    refundAmount: z.string().trim().optional(),
    note: z
      .string()
      .trim()
      .max(CANCEL_NOTE_MAX, M.note)
      .optional()
      .transform((v) => v || null),
  })
  .transform((v, ctx) => {
    if (v.refund !== "partial") return { refund: v.refund, refundCents: null, note: v.note };
    const cents = dollarsToCents(v.refundAmount ?? "");
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: "custom", path: ["refundAmount"], message: M.amount });
      return z.NEVER;
    }
    return { refund: v.refund, refundCents: cents, note: v.note };
  });
export type OwnerCancel = z.infer<typeof ownerCancelSchema>;

/** The cancel form: the appointment's id beside the choice. */
export const ownerCancelFormSchema = z.object({ id: idField() }).and(ownerCancelSchema);

/**
 * The time the owner picks for a client's session (a reschedule or a booking): a time the picker
 * offers (its slot), or with `override` any date and time she typed (practice time zone), which
 * the server takes without the lead time and hours.
 */
export const ownerTimeSchema = appointmentRequestSchema.pick({ date: true, time: true }).extend({
  timeSlotId: z.preprocess((v) => (v === "" || v == null ? undefined : Number(v)), appointmentRequestSchema.shape.timeSlotId.optional()),
  override: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
});
export type OwnerTimeRequest = z.infer<typeof ownerTimeSchema>;

export const ownerRescheduleFormSchema = ownerTimeSchema.extend({ id: idField() });

/** How a session the owner books is paid: later (unpaid for now), in person (recorded as paid), or free. */
export const OWNER_PAYMENT_MODES = ["later", "in_person", "free"] as const;
export type OwnerPaymentMode = (typeof OWNER_PAYMENT_MODES)[number];

/** The owner books for a client: who (found by email when they have an account), what, when, and how it is paid. */
export const ownerBookingSchema = ownerTimeSchema.extend({
  serviceId: z.coerce.number("Choose a service.").int("Choose a service.").positive("Choose a service."),
  firstName: personName("First name"),
  lastName: personName("Last name"),
  email: emailField({ required: "Email is required" }),
  phone: optionalPhoneField,
  notes: z
    .string()
    .trim()
    .max(1000, "Notes must be at most 1000 characters")
    .optional()
    .transform((v) => v || null),
  payment: z.enum(OWNER_PAYMENT_MODES, "Choose how the session is paid."),
});
export type OwnerBookingRequest = z.infer<typeof ownerBookingSchema>;
