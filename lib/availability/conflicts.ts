import { db, Prisma } from "@/lib/db";
import { conflict } from "@/lib/errors";
import { AppError } from "@/lib/errors";
import { APPOINTMENT_COLUMNS, FROM_APPOINTMENTS, toAdminAppointment, type AppointmentRow } from "@/lib/admin/sql";
import type { AdminAppointment } from "@/lib/admin/types";
import { cancelAppointment } from "@/lib/appointments/cancel";
import type { AuditActor } from "@/lib/audit/record";
import type { ConflictOutcome } from "./types";

// Bookings an availability change would leave outside the bookable times, and the owner's choice
// for each. Nothing is dropped silently: the change's request names every booking the owner was
// shown, the server refuses it (409) when another has appeared since, and each chosen
// cancellation goes through the owner's own Cancel (full refund, reminders stopped, email).

export const BOOKINGS_CHANGED =
  "New bookings were made for these times since you looked. Review the bookings again and choose what happens to each.";

/** The admin view of these appointments, by start time. */
export async function conflictDetails(ids: number[], client: Prisma.TransactionClient | typeof db = db): Promise<AdminAppointment[]> {
  if (!ids.length) return [];
  const rows = await client.$queryRaw<AppointmentRow[]>`
    SELECT ${APPOINTMENT_COLUMNS} ${FROM_APPOINTMENTS}
    WHERE a."id" IN (${Prisma.join(ids)})
    ORDER BY a."startsAt", a."id"`;
  return rows.map(toAdminAppointment);
}

/** 409 when a booking the change affects now was not among those the owner was shown. */
export function assertAcknowledged(current: number[], acknowledged: number[]): void {
  const shown = new Set(acknowledged);
  if (current.some((id) => !shown.has(id))) throw conflict(BOOKINGS_CHANGED);
}

/**
 * After the change is saved: cancels (with a full refund) the affected bookings the owner chose,
 * one by one through the owner's cancel (lib/appointments/cancel.ts), and reports the rest as kept. A cancellation that
 * fails leaves that booking as it is and says why; the others go ahead.
 */
export async function resolveConflicts(
  affected: number[],
  chosen: number[],
  { actor, now }: { actor: AuditActor; now: Date },
): Promise<ConflictOutcome> {
  const cancel = new Set(chosen);
  const outcome: ConflictOutcome = { kept: affected.filter((id) => !cancel.has(id)), cancelled: [], failed: [] };
  for (const id of affected.filter((id) => cancel.has(id))) {
    try {
      await cancelAppointment({ appointmentId: id, by: "owner", actor, now });
      outcome.cancelled.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) console.error(`Cancelling appointment ${id} for an availability change failed`, error);
      outcome.failed.push({
        id,
        message: error instanceof AppError ? error.message : "The booking could not be cancelled. Please try again from the dashboard.",
      });
    }
  }
  return outcome;
}

/** The affected bookings' fate, for the audit entry (empty lists are left out). */
export function bookingsForAudit(affected: number[], cancel: number[]): Record<string, string[]> {
  const chosen = new Set(cancel);
  const kept = affected.filter((id) => !chosen.has(id)).map((id) => `#${id}`);
  const cancelled = affected.filter((id) => chosen.has(id)).map((id) => `#${id}`);
  return {
    ...(kept.length ? { "Bookings kept": kept } : {}),
    ...(cancelled.length ? { "Bookings to cancel with refund": cancelled } : {}),
  };
}
