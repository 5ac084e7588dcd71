import { Prisma } from "@/lib/db";
import { HOLD_EXPIRED, HOLD_REPLACED } from "@/lib/booking/appointments";
import { format } from "date-fns";
import { inPracticeZone, practiceDateKey } from "@/lib/format";
import { likePattern, type ParsedSearch } from "@/lib/admin/search";
import type { AdminAppointment, AppointmentStatus, StatusFilter } from "@/lib/admin/types";

// The SQL the admin reads share. Filtering, paging and sums run in PostgreSQL over
// "Appointment" a JOIN "Service" s LEFT JOIN "Payment" p; only a page of rows comes back.

/** FROM clause every admin read of appointments uses (aliases a, s, p). */
export const FROM_APPOINTMENTS = Prisma.sql`
  FROM "Appointment" a
  JOIN "Service" s ON s."id" = a."serviceId"
  LEFT JOIN "Payment" p ON p."appointmentId" = a."id"`;

/**
 * Holds the booking released unpaid (expired after 30 minutes, or replaced when the client
 * started over) are abandoned checkouts, not bookings: the owner does not see them. A released
 * hold whose payment arrived late stays visible (its money is the owner's business).
 */
export const VISIBLE = Prisma.sql`NOT (
  a."status" = 'cancelled' AND a."confirmedAt" IS NULL
  AND coalesce(a."cancelReason", '') IN (${HOLD_EXPIRED}, ${HOLD_REPLACED})
  AND p."status" IS DISTINCT FROM 'succeeded')`;

export const PAID = Prisma.sql`p."status" = 'succeeded'`;

/** The columns toAdminAppointment reads. */
export const APPOINTMENT_COLUMNS = Prisma.sql`
  a."id", a."userId", a."startsAt", a."endsAt", s."name" AS "serviceName", a."isVirtual",
  a."status"::text AS "status", a."notes", a."zoomLink", a."cancelReason",
  a."clientFirstName", a."clientLastName", a."clientEmail", a."clientPhone",
  p."amountCents", p."paymentIntentId", p."status"::text AS "paymentStatus",
  p."refundStatus"::text AS "refundStatus", p."refundedCents", p."refundId", p."refundedAt", p."refundReason"`;

export type AppointmentRow = {
  id: number;
  userId: number | null;
  startsAt: Date;
  endsAt: Date;
  serviceName: string;
  isVirtual: boolean;
  status: AppointmentStatus;
  notes: string | null;
  zoomLink: string | null;
  cancelReason: string | null;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  clientPhone: string;
  amountCents: number | null;
  paymentIntentId: string | null;
  paymentStatus: "requires_payment" | "succeeded" | "failed" | null;
  refundStatus: "none" | "due" | "refunded" | null;
  refundedCents: number | null;
  refundId: string | null;
  refundedAt: Date | null;
  refundReason: string | null;
};

export const localDate = (instant: Date) => practiceDateKey(instant);
export const localTime = (instant: Date) => format(inPracticeZone(instant), "HH:mm");

export function toAdminAppointment(r: AppointmentRow): AdminAppointment {
  const clientInfo = { firstName: r.clientFirstName, lastName: r.clientLastName, email: r.clientEmail, phone: r.clientPhone };
  return {
    id: r.id,
    userId: r.userId,
    date: localDate(r.startsAt),
    time: localTime(r.startsAt),
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    serviceName: r.serviceName,
    isVirtual: r.isVirtual,
    status: r.status,
    paymentComplete: r.paymentStatus === "succeeded",
    notes: r.notes,
    zoomLink: r.zoomLink,
    cancelReason: r.cancelReason,
    clientFirstName: r.clientFirstName,
    clientLastName: r.clientLastName,
    clientEmail: r.clientEmail,
    clientPhone: r.clientPhone,
    clientInfo,
    payment:
      r.paymentIntentId === null
        ? null
        : {
            amount: r.amountCents ?? 0,
            paymentIntentId: r.paymentIntentId,
            status: r.paymentStatus ?? "requires_payment",
            refundStatus: r.refundStatus ?? "none",
            refundedCents: r.refundedCents ?? 0,
            refundId: r.refundId,
            refundedAt: r.refundedAt ? r.refundedAt.toISOString() : null,
            refundReason: r.refundReason,
          },
  };
}

/** WHERE fragments for the search box: every word matches one of `fields`; any typed day matches. */
export function searchConditions(search: ParsedSearch, fields: Prisma.Sql[]): Prisma.Sql[] {
  const conditions: Prisma.Sql[] = search.terms.map((term) => {
    const pattern = likePattern(term);
    return Prisma.sql`(${Prisma.join(
      fields.map((field) => Prisma.sql`${field} ILIKE ${pattern}`),
      " OR ",
    )})`;
  });
  if (search.ranges.length > 0) {
    conditions.push(
      Prisma.sql`(${Prisma.join(
        search.ranges.map((r) => Prisma.sql`(a."startsAt" >= ${r.from} AND a."startsAt" < ${r.to})`),
        " OR ",
      )})`,
    );
  }
  return conditions;
}

export const CLIENT_FIELDS = [
  Prisma.sql`a."clientFirstName"`,
  Prisma.sql`a."clientLastName"`,
  Prisma.sql`a."clientEmail"`,
  Prisma.sql`s."name"`,
];

export function statusCondition(status: StatusFilter | undefined): Prisma.Sql | null {
  if (!status || status === "all") return null;
  return Prisma.sql`a."status" = ${status}::"AppointmentStatus"`;
}

export const where = (conditions: Array<Prisma.Sql | null>) => {
  const present = conditions.filter((c): c is Prisma.Sql => c !== null);
  return present.length ? Prisma.sql`WHERE ${Prisma.join(present, " AND ")}` : Prisma.empty;
};
