import { db, type Prisma } from "@/lib/db";

/**
 * Runs `fn` in a transaction holding the appointment's row lock, so the payment steps of one
 * appointment (setting up the intent, the client's completion, the webhook) never interleave.
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
