import { db, type Prisma } from "@/lib/db";
import { forbidden, notFound } from "@/lib/errors";

type Viewer = { id: number; isAdmin: boolean };

/**
 * The appointment if `viewer` may act on it: 404 when it does not exist, 403 when it is
 * someone else's. Admins may read any appointment; paying is only ever the owner's act.
 */
export async function appointmentForViewer(id: number, viewer: Viewer, { allowAdmin = false }: { allowAdmin?: boolean } = {}) {
  const appointment = await db.appointment.findUnique({ where: { id }, include: { service: true, payment: true } });
  if (!appointment) throw notFound("Appointment not found.");
  const mayAct = appointment.userId === viewer.id || (allowAdmin && viewer.isAdmin);
  if (!mayAct) throw forbidden("This appointment belongs to another account.");
  return appointment;
}

/** Runs `fn` in a transaction that holds the appointment's row lock (serialises payment steps). */
export async function withAppointmentLock<T>(appointmentId: number, fn: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  return db.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM "Appointment" WHERE id = ${appointmentId} FOR UPDATE`;
      return fn(tx);
    },
    { timeout: 30_000, maxWait: 10_000 },
  );
}
