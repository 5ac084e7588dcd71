import { db, type Prisma } from "@/lib/db";
import { badRequest, conflict } from "@/lib/errors";
import { assertBookableDate, assertSlotMatches, isStillOffered } from "@/lib/booking/appointments";
import { zonedInstant } from "@/lib/booking/dates";
import { BOOKING_MESSAGES } from "@/lib/validations/booking";
import type { OwnerTimeRequest } from "@/lib/validations/owner-appointments";

// The time the owner chooses when she books or moves a session for a client: a time the wizard's
// picker offers (its slot, by the wizard's rules), or with the override any future date and time
// she typed in the practice's zone (lead time, working hours and time off do not apply; another
// booking still does, through the exclusion constraint of whoever writes the row).

const MINUTE = 60_000;

export const OWNER_TIME_MESSAGES = {
  past: "Choose a time that has not passed yet.",
  /** Another booking holds the time (the exclusion constraint decided): the owner's wording. */
  taken: "Another booking is at that time. Choose another time; nothing was changed.",
  noSuchTime: "That time does not exist on that day (the clocks change). Choose another time.",
  outsideRules:
    "That time is not offered to clients (lead time, hours, time off or another booking). To book it anyway, choose Any time and confirm it.",
} as const;

type Slot = { id: number; date: Date; startsAt: Date; practitionerId: number };

/** Where the session goes: its instants, the slot it takes (none for an override), the practitioner and the local day. */
export type OwnerTime = {
  startsAt: Date;
  endsAt: Date;
  timeSlotId: number | null;
  practitionerId: number;
  slotDate: string;
  slot: Slot | null;
};

/** The chosen time, checked as far as it can be without locks (400 / 409 with the field to fix). */
export async function ownerTime(
  input: OwnerTimeRequest,
  { duration, practitionerId }: { duration: number; practitionerId: number },
  now: Date,
): Promise<OwnerTime> {
  let time: OwnerTime;
  if (input.override) {
    const startsAt = zonedInstant(input.date, input.time);
    if (!startsAt) throw badRequest(OWNER_TIME_MESSAGES.noSuchTime, { time: OWNER_TIME_MESSAGES.noSuchTime });
    const matching = await db.timeSlot.findFirst({ where: { practitionerId, startsAt }, select: { id: true } });
    time = {
      startsAt,
      endsAt: new Date(startsAt.getTime() + duration * MINUTE),
      timeSlotId: matching?.id ?? null,
      practitionerId,
      slotDate: input.date,
      slot: null,
    };
  } else {
    if (!input.timeSlotId) throw badRequest(BOOKING_MESSAGES.timeSlot, { timeSlotId: BOOKING_MESSAGES.timeSlot });
    assertBookableDate(input.date, now);
    const { slot, slotDate } = assertSlotMatches(await db.timeSlot.findUnique({ where: { id: input.timeSlotId } }), input, now);
    time = {
      startsAt: slot.startsAt,
      endsAt: new Date(slot.startsAt.getTime() + duration * MINUTE),
      timeSlotId: slot.id,
      practitionerId: slot.practitionerId,
      slotDate,
      slot,
    };
  }
  if (time.startsAt.getTime() <= now.getTime()) throw badRequest(OWNER_TIME_MESSAGES.past, { date: OWNER_TIME_MESSAGES.past });
  return time;
}

/** Under the day's lock: a picked time must still be offered (an override has nothing more to check). */
export async function assertOwnerTimeOffered(tx: Prisma.TransactionClient, time: OwnerTime, duration: number): Promise<void> {
  if (time.slot && !(await isStillOffered(tx, time.slot, time.slotDate, duration))) throw conflict(OWNER_TIME_MESSAGES.outsideRules);
}
