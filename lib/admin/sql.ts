import { Prisma } from "@/lib/db";
import { CANCEL_REASON, cancelledByOf } from "@/lib/booking/cancel-reasons";
import { siteConfig } from "@/lib/site-config";
import { likePattern, type MonthDay, type ParsedSearch } from "@/lib/admin/search";
import type { AdminAppointment, AdminVideoRoom, AppointmentStatus, StatusFilter } from "@/lib/admin/types";
import { appointmentPaths } from "@/lib/booking/links";

// The SQL the admin reads share. Filtering, paging and sums run in PostgreSQL over
// "Appointment" a JOIN "Service" s LEFT JOIN "Payment" p LEFT JOIN "VideoRoom" vr; only a page of
// rows comes back.
// The filters of the Booking List refer to the appointment's own columns only (the service and
// the payment through sub-queries), so PostgreSQL can walk the (startsAt, id) index for a page
// and count without joining; local days and times are computed in SQL (to_char ... AT TIME ZONE).

/** The joins of the columns below, after "Appointment" a (aliases s, p, vr). */
export const APPOINTMENT_JOINS = Prisma.sql`
  JOIN "Service" s ON s."id" = a."serviceId"
  LEFT JOIN "Payment" p ON p."appointmentId" = a."id"
  LEFT JOIN "VideoRoom" vr ON vr."appointmentId" = a."id"`;

/** FROM clause every admin read of appointments uses (aliases a, s, p, vr). */
export const FROM_APPOINTMENTS = Prisma.sql`FROM "Appointment" a ${APPOINTMENT_JOINS}`;

/**
 * Holds the booking released unpaid (expired after 30 minutes, or replaced when the client
 * started over) are abandoned checkouts, not bookings: the owner does not see them. A released
 * hold whose payment arrived late stays visible (its money is the owner's business): such a
 * payment is always marked with a refund (due, then refunded) in the transaction that records
 * it (lib/appointments/confirm.ts), so the few payments with a refund are all that is looked up.
 * (Written without a correlated EXISTS: its cost estimate made PostgreSQL JIT-compile a 5 ms count.)
 */
export const VISIBLE = Prisma.sql`(
  a."status" <> 'cancelled' OR a."confirmedAt" IS NOT NULL
  OR coalesce(a."cancelReason", '') NOT IN (${CANCEL_REASON.holdExpired}, ${CANCEL_REASON.holdReplaced}, ${CANCEL_REASON.offerDeclined})
  OR a."id" IN (SELECT vp."appointmentId" FROM "Payment" vp WHERE vp."refundStatus" <> 'none'))`;

/** yyyy-MM-dd and HH:MM of a."startsAt" in the practice's time zone. */
export const LOCAL_DATE_EXPR = Prisma.sql`to_char(a."startsAt" AT TIME ZONE ${siteConfig.timeZone}, 'YYYY-MM-DD')`;
export const LOCAL_TIME_EXPR = Prisma.sql`to_char(a."startsAt" AT TIME ZONE ${siteConfig.timeZone}, 'HH24:MI')`;
/** The two as columns "localDate" and "localTime". */
export const LOCAL_DATE_TIME = Prisma.sql`${LOCAL_DATE_EXPR} AS "localDate", ${LOCAL_TIME_EXPR} AS "localTime"`;

/** The columns toAdminAppointment reads. */
export const APPOINTMENT_COLUMNS = Prisma.sql`
  ${LOCAL_DATE_TIME}, a."id", a."userId", a."startsAt", a."endsAt", s."name" AS "serviceName", a."isVirtual", a."priceCents",
  a."discountCents", (SELECT pc."code" FROM "PromoCode" pc WHERE pc."id" = a."promoCodeId") AS "promoCode",
  a."status"::text AS "status", a."notes", a."cancelReason", a."cancelNote",
  a."cancelledAt", a."rescheduledFrom", a."rescheduledAt", a."rescheduledBy",
  a."clientFirstName", a."clientLastName", a."clientEmail", a."clientPhone",
  p."amountCents", p."paymentIntentId", p."status"::text AS "paymentStatus",
  p."subtotalCents", p."discountCents" AS "paymentDiscountCents", p."promoCode" AS "paymentPromoCode",
  p."taxCents", p."taxRate"::text AS "taxRate", p."taxState", p."paidAt",
  p."refundStatus"::text AS "refundStatus", p."refundedCents", p."refundId", p."refundedAt", p."refundReason",
  vr."status"::text AS "roomStatus", vr."provider" AS "roomProvider", vr."externalId" AS "roomExternalId",
  vr."lastError" AS "roomError", vr."nextAttemptAt" AS "roomNextAttemptAt",
  a."clientPackageId",
  (SELECT pk."name" FROM "ClientPackage" cp JOIN "Package" pk ON pk."id" = cp."packageId" WHERE cp."id" = a."clientPackageId") AS "packageName",
  (SELECT coalesce(sum(le."amount"), 0)::int FROM "LedgerEntry" le
    WHERE le."appointmentId" = a."id" AND le."clientPackageId" = a."clientPackageId") AS "creditNet",
  coalesce(p."giftCardCents", 0) AS "giftCardCents", coalesce(p."giftCardId", a."giftCardId") AS "giftCardId",
  (SELECT right(g."code", 4) FROM "GiftCard" g WHERE g."id" = coalesce(p."giftCardId", a."giftCardId")) AS "giftCardLast4"`;

export type AppointmentRow = {
  localDate: string;
  localTime: string;
  id: number;
  userId: number | null;
  startsAt: Date;
  endsAt: Date;
  serviceName: string;
  isVirtual: boolean;
  priceCents: number;
  discountCents: number;
  promoCode: string | null;
  status: AppointmentStatus;
  notes: string | null;
  cancelReason: string | null;
  cancelNote: string | null;
  cancelledAt: Date | null;
  rescheduledFrom: Date | null;
  rescheduledAt: Date | null;
  rescheduledBy: string | null;
  clientFirstName: string;
  clientLastName: string;
  clientEmail: string;
  clientPhone: string;
  amountCents: number | null;
  paymentIntentId: string | null;
  paymentStatus: "requires_payment" | "succeeded" | "failed" | null;
  subtotalCents: number | null;
  paymentDiscountCents: number | null;
  paymentPromoCode: string | null;
  taxCents: number | null;
  taxRate: string | null;
  taxState: string | null;
  paidAt: Date | null;
  refundStatus: "none" | "due" | "refunded" | null;
  refundedCents: number | null;
  refundId: string | null;
  refundedAt: Date | null;
  refundReason: string | null;
  roomStatus: AdminVideoRoom["status"] | null;
  roomProvider: string | null;
  roomExternalId: string | null;
  roomError: string | null;
  roomNextAttemptAt: Date | null;
  clientPackageId: number | null;
  packageName: string | null;
  creditNet: number | null;
  giftCardCents: number;
  giftCardId: number | null;
  giftCardLast4: string | null;
};

export function toAdminAppointment(r: AppointmentRow): AdminAppointment {
  const clientInfo = { firstName: r.clientFirstName, lastName: r.clientLastName, email: r.clientEmail, phone: r.clientPhone };
  return {
    id: r.id,
    userId: r.userId,
    date: r.localDate,
    time: r.localTime,
    startsAt: r.startsAt.toISOString(),
    endsAt: r.endsAt.toISOString(),
    serviceName: r.serviceName,
    isVirtual: r.isVirtual,
    priceCents: r.priceCents,
    discountCents: r.discountCents,
    promoCode: r.promoCode,
    status: r.status,
    paymentComplete: r.paymentStatus === "succeeded",
    notes: r.notes,
    zoomLink: r.isVirtual ? appointmentPaths.join(r.id) : null,
    videoRoom: r.roomStatus
      ? {
          status: r.roomStatus,
          provider: r.roomProvider,
          externalId: r.roomExternalId,
          lastError: r.roomError,
          nextAttemptAt: r.roomNextAttemptAt?.toISOString() ?? null,
        }
      : null,
    cancelReason: r.cancelReason,
    cancelledBy: r.status === "cancelled" ? cancelledByOf(r.cancelReason) : null,
    cancelledAt: r.status === "cancelled" ? (r.cancelledAt?.toISOString() ?? null) : null,
    cancelNote: r.status === "cancelled" ? r.cancelNote : null,
    rescheduledFrom: r.rescheduledFrom?.toISOString() ?? null,
    rescheduledAt: r.rescheduledAt?.toISOString() ?? null,
    rescheduledBy: r.rescheduledBy === "practice" ? "practice" : r.rescheduledFrom ? "client" : null,
    clientFirstName: r.clientFirstName,
    clientLastName: r.clientLastName,
    clientEmail: r.clientEmail,
    clientPhone: r.clientPhone,
    clientInfo,
    paidWith: {
      clientPackageId: r.clientPackageId,
      packageName: r.packageName,
      // The booking's credit rows sum to -1 while it holds its credit (used, not returned or given back).
      creditHeld: r.clientPackageId !== null && (r.creditNet ?? 0) < 0,
      giftCardId: r.giftCardId,
      giftCardLast4: r.giftCardLast4,
      giftCardCents: r.giftCardCents,
    },
    payment:
      r.paymentIntentId === null
        ? null
        : {
            amount: r.amountCents ?? 0,
            subtotalCents: r.subtotalCents ?? 0,
            discountCents: r.paymentDiscountCents ?? 0,
            promoCode: r.paymentPromoCode,
            taxCents: r.taxCents ?? 0,
            taxRate: Number(r.taxRate ?? 0),
            taxState: r.taxState,
            paidAt: r.paidAt ? r.paidAt.toISOString() : null,
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

/**
 * WHERE fragments for the search box: every word is found in the client's first or last name or
 * email (one ILIKE over the three joined by spaces, which no word contains), or in the service's
 * name, or in `extra` text (the payment ID); any typed day matches.
 */
export function searchConditions(search: ParsedSearch, extra: Prisma.Sql[] = []): Prisma.Sql[] {
  const text = Prisma.join(
    [Prisma.sql`a."clientFirstName"`, Prisma.sql`a."clientLastName"`, Prisma.sql`a."clientEmail"`, ...extra],
    " || ' ' || ",
  );
  const conditions: Prisma.Sql[] = search.terms.map((term) => {
    const pattern = likePattern(term);
    return Prisma.sql`(a."serviceId" IN (SELECT ss."id" FROM "Service" ss WHERE ss."name" ILIKE ${pattern}) OR (${text}) ILIKE ${pattern})`;
  });
  // Any typed day matches: a dated one by its instants, one without a year by the local month and day.
  const days = [
    ...search.ranges.map((r) => Prisma.sql`(a."startsAt" >= ${r.from} AND a."startsAt" < ${r.to})`),
    ...search.everyYear.map((d) => Prisma.sql`(to_char(a."startsAt" AT TIME ZONE ${siteConfig.timeZone}, 'MM-DD') = ${monthDayText(d)})`),
  ];
  if (days.length > 0) conditions.push(Prisma.sql`(${Prisma.join(days, " OR ")})`);
  return conditions;
}

const monthDayText = (d: MonthDay) => `${String(d.month).padStart(2, "0")}-${String(d.day).padStart(2, "0")}`;

export function statusCondition(status: StatusFilter | undefined): Prisma.Sql | null {
  if (!status || status === "all") return null;
  return Prisma.sql`a."status" = ${status}::"AppointmentStatus"`;
}

export const where = (conditions: Array<Prisma.Sql | null>) => {
  const present = conditions.filter((c): c is Prisma.Sql => c !== null);
  return present.length ? Prisma.sql`WHERE ${Prisma.join(present, " AND ")}` : Prisma.empty;
};
