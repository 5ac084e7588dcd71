import { db, type Prisma } from "@/lib/db";
import { BOOKED_STATUSES } from "@/lib/booking/policy";

// Who counts as a client who has booked before, and which appointments hold a use of a promo code:
// one place for the rules that free services ("new clients only", "one per client") and promo
// codes (uses in all and per client) are enforced by.

/** A client as the rules see them: their account and the email addresses they book under. */
export type ClientIdentity = { userId: number; emails: string[] };

/** A booking's client: their account and both the account's and the booking's email addresses. */
export async function clientIdentity(userId: number, bookingEmail: string, client: Prisma.TransactionClient = db): Promise<ClientIdentity> {
  const account = await client.user.findUnique({ where: { id: userId }, select: { email: true } });
  return { userId, emails: [bookingEmail, account?.email ?? ""] };
}

/** The client's appointments: on their account, or made under one of their email addresses. */
export function clientAppointmentsWhere(client: ClientIdentity): Prisma.AppointmentWhereInput {
  const emails = [...new Set(client.emails.map((e) => e.trim()).filter(Boolean))];
  return {
    OR: [{ userId: client.userId }, ...emails.map((email) => ({ clientEmail: { equals: email, mode: "insensitive" as const } }))],
  };
}

/** A session that was booked and kept (confirmed, completed or no-show), never a hold or a cancel. */
export const bookedWhere = { status: { in: [...BOOKED_STATUSES] } } satisfies Prisma.AppointmentWhereInput;

/**
 * The appointments that hold a use of a code: booked ones, a hold that is still running (or paid and
 * waiting to be confirmed), and one cancelled after its start. A booking cancelled before its session
 * and a hold that ran out give their use back.
 */
export function holdsPromoUseWhere(now: Date): Prisma.AppointmentWhereInput {
  return {
    OR: [
      bookedWhere,
      { status: "pending", holdExpiresAt: { gt: now } },
      { status: "pending", payment: { is: { status: "succeeded" } } },
      { status: "cancelled", cancelledAt: { gte: db.appointment.fields.startsAt } },
    ],
  };
}

/** Whether the client has a booked appointment other than `exceptId` (for "new clients only"). */
export async function hasBookedBefore(tx: Prisma.TransactionClient, client: ClientIdentity, exceptId?: number): Promise<boolean> {
  const found = await tx.appointment.findFirst({
    where: { AND: [clientAppointmentsWhere(client), bookedWhere], ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  return found !== null;
}
