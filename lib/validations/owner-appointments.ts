import { z } from "zod";
import { idField } from "@/lib/validations/fields";
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
 * The owner's reschedule: a time the picker offers (its slot), or with `override` any date and
 * time she typed (practice time zone), which the server takes without the lead time and hours.
 */
export const ownerRescheduleSchema = appointmentRequestSchema.pick({ date: true, time: true }).extend({
  timeSlotId: z.preprocess((v) => (v === "" || v == null ? undefined : Number(v)), appointmentRequestSchema.shape.timeSlotId.optional()),
  override: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
});
export type OwnerRescheduleRequest = z.infer<typeof ownerRescheduleSchema>;

export const ownerRescheduleFormSchema = ownerRescheduleSchema.extend({ id: idField() });
