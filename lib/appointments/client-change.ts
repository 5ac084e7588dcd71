import { db, type Prisma } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors";
import { APPOINTMENT_NOT_FOUND } from "@/lib/accounts/client-data";
import { CHANGE_MESSAGES, clientChangeState, type AppointmentStatusName, type ChangeBlockedReason } from "@/lib/booking/policy";

// The client's rules for changing their own booking (reschedule or cancel): only their own
// (anyone else's id answers 404, as an unknown one: ids cannot be probed), and only as the policy
// allows (lib/booking/policy.ts), checked again under the appointment's lock.

const blocked: Record<ChangeBlockedReason, () => string> = {
  cutoff_passed: () => CHANGE_MESSAGES.cutoffPassed(),
  not_confirmed: () => CHANGE_MESSAGES.notConfirmed,
  past: () => CHANGE_MESSAGES.past,
};

/** 409 with the reason when the policy does not let the client change this booking now. */
export function assertClientMayChange(a: { status: AppointmentStatusName; startsAt: Date }, now: Date) {
  if (a.status === "cancelled") throw conflict(CHANGE_MESSAGES.alreadyCancelled);
  const state = clientChangeState(a, now);
  if (state.reason) throw conflict(blocked[state.reason]());
}

/** 404 unless the appointment is this user's. */
export function assertOwnAppointment(a: { userId: number | null }, userId: number) {
  if (a.userId !== userId) throw notFound(APPOINTMENT_NOT_FOUND);
}

/** The client's own appointment with its service, else 404 (unknown and someone else's answer alike). */
export async function ownAppointment(client: Prisma.TransactionClient | typeof db, userId: number, id: number) {
  const a = await client.appointment.findFirst({ where: { id, userId }, include: { service: true } });
  if (!a) throw notFound(APPOINTMENT_NOT_FOUND);
  return a;
}
