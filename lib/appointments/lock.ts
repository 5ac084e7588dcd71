import { db, type Prisma } from "@/lib/db";
import { notFound } from "@/lib/errors";

/**
 * Runs `fn` in a transaction holding the appointment's row lock, so the changes to one
 * appointment (its hold's payment intent, the client's completion, the webhook, the owner's and
 * the client's cancel, a reschedule, a refund) never interleave: a double click or a race is
 * decided once.
 */
export async function withAppointmentLock<T>(appointmentId: number, fn: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Appointment" WHERE id = ${appointmentId} FOR UPDATE`;
      return fn(tx);
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
}

export type LockedAppointment = Prisma.AppointmentGetPayload<{ include: { payment: true } }>;

/** The appointment with its payment, read inside the locked transaction; 404 when unknown. */
export async function lockedAppointment(
  tx: Prisma.TransactionClient,
  id: number,
  message = "Appointment not found.",
): Promise<LockedAppointment> {
  const a = await tx.appointment.findUnique({ where: { id }, include: { payment: true } });
  if (!a) throw notFound(message);
  return a;
}
