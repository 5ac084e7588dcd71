import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import { zonedInstant } from "@/lib/booking/dates";
import { createUser } from "../../support/api";
import { firstFreeInstant } from "../../support/far-future";
import { loginAs } from "../../support/session";

// Builders for the admin tests: appointments with payments written directly (the booking and
// payment flows have their own tests), at times chosen by the test in the practice's time zone.
// The admin tests use the years 2046-2049, which no other test file books.

export const tag = () => randomBytes(4).toString("hex");

// Times from 2050 on, past every earlier test file's (the years 2046-2049 are the tests' own).
let cursor = await firstFreeInstant(Date.UTC(2050, 0, 1, 13, 0), Date.UTC(2200, 0, 1));
/** A fresh start time (never overlapping another from here). */
export function nextStart(): Date {
  cursor += 2 * 60 * 60 * 1000;
  return new Date(cursor);
}

/** The instant of a practice-local date and time ("2047-01-31", "23:30"). */
export const local = (date: string, time: string) => zonedInstant(date, time)!;

export async function adminUser() {
  return createUser({ isAdmin: true });
}

export async function asAdmin() {
  const admin = await adminUser();
  loginAs(admin);
  return admin;
}

export type PaymentSpec = {
  provider?: "test" | "stripe";
  amountCents?: number;
  status?: "requires_payment" | "succeeded" | "failed";
  paymentIntentId?: string;
  refundStatus?: "none" | "due" | "refunded";
  refundedCents?: number;
  refundReason?: string;
  /** Defaults: the price less the discount, no tax, paid now, refunded now. */
  subtotalCents?: number;
  /** Default: the appointment's discount and its code. */
  discountCents?: number;
  promoCode?: string | null;
  taxCents?: number;
  taxRate?: number;
  taxState?: string | null;
  paidAt?: Date;
  refundedAt?: Date;
};

export type AppointmentSpec = {
  user?: { id: number } | null;
  startsAt?: Date;
  status?: "pending" | "confirmed" | "completed" | "cancelled";
  firstName?: string;
  lastName?: string;
  email?: string;
  slug?: string;
  cancelReason?: string | null;
  confirmedAt?: Date | null;
  notes?: string | null;
  /** The price fixed on the appointment (default: the service's). */
  priceCents?: number;
  /** A promo code applied to the booking (created when missing) and what it took off the price. */
  promo?: { code: string; discountCents: number };
  payment?: PaymentSpec | null;
};

export async function createAppointment(spec: AppointmentSpec = {}) {
  const service = await db.service.findUniqueOrThrow({ where: { slug: spec.slug ?? "hypnotherapy-virtual-session" } });
  const practitioner = await db.practitioner.findFirstOrThrow({ orderBy: { id: "asc" } });
  const user = spec.user === undefined ? await createUser() : spec.user;
  const startsAt = spec.startsAt ?? nextStart();
  const status = spec.status ?? "confirmed";
  const confirmed = status === "confirmed" || status === "completed";
  const promoCode = spec.promo
    ? await db.promoCode.upsert({ where: { code: spec.promo.code }, create: { code: spec.promo.code, percentOff: 10 }, update: {} })
    : null;
  const appointment = await db.appointment.create({
    data: {
      userId: user?.id ?? null,
      serviceId: service.id,
      practitionerId: practitioner.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + service.duration * 60_000),
      status,
      holdExpiresAt: status === "pending" ? new Date(Date.now() + 30 * 60_000) : null,
      cancelReason: spec.cancelReason ?? null,
      confirmedAt: spec.confirmedAt !== undefined ? spec.confirmedAt : confirmed ? new Date() : null,
      isVirtual: service.isVirtual,
      priceCents: spec.priceCents ?? service.price,
      promoCodeId: promoCode?.id ?? null,
      discountCents: spec.promo?.discountCents ?? 0,
      notes: spec.notes ?? null,
      clientFirstName: spec.firstName ?? "Test",
      clientLastName: spec.lastName ?? "Client",
      clientEmail: spec.email ?? `client_${tag()}@example.com`,
      clientPhone: "8285550100",
    },
    include: { service: true },
  });
  const paymentSpec = spec.payment === undefined ? (confirmed ? {} : null) : spec.payment;
  const discount = { discountCents: appointment.discountCents, promoCode: promoCode?.code ?? null };
  const payment = paymentSpec ? await createPayment(appointment.id, appointment.priceCents, { ...discount, ...paymentSpec }) : null;
  return { ...appointment, payment };
}

export async function createPayment(appointmentId: number, priceCents: number, spec: PaymentSpec = {}) {
  const provider = spec.provider ?? "test";
  const discountCents = spec.discountCents ?? 0;
  const subtotalCents = spec.subtotalCents ?? priceCents - discountCents;
  const amountCents = spec.amountCents ?? subtotalCents + (spec.taxCents ?? 0);
  const status = spec.status ?? "succeeded";
  const paymentIntentId = spec.paymentIntentId ?? `${provider === "test" ? "test_pi_" : "pi_"}${tag()}${tag()}`;
  return db.payment.create({
    data: {
      appointmentId,
      provider,
      paymentIntentId,
      clientSecret: `${paymentIntentId}_secret_x`,
      subtotalCents,
      discountCents,
      promoCode: spec.promoCode ?? null,
      taxCents: spec.taxCents ?? amountCents - subtotalCents,
      taxRate: spec.taxRate ?? 0,
      taxState: spec.taxState ?? null,
      amountCents,
      status,
      paidAt: status === "succeeded" ? (spec.paidAt ?? new Date()) : null,
      refundStatus: spec.refundStatus ?? "none",
      refundedCents: spec.refundedCents ?? (spec.refundStatus === "refunded" ? amountCents : 0),
      refundedAt: spec.refundStatus === "refunded" ? (spec.refundedAt ?? new Date()) : null,
      refundId: spec.refundStatus === "refunded" ? `test_re_${tag()}` : null,
      refundReason: spec.refundReason ?? null,
    },
  });
}

export async function createArtifact(
  appointmentId: number,
  type: "consent_agreement" | "payment_receipt" | "ics_calendar",
  content: Buffer,
) {
  const names = {
    consent_agreement: [`consent-agreement-${appointmentId}.pdf`, "application/pdf"],
    payment_receipt: [`payment-receipt-${appointmentId}.pdf`, "application/pdf"],
    ics_calendar: [`appointment-${appointmentId}.ics`, "text/calendar; charset=utf-8"],
  } as const;
  const [fileName, mimeType] = names[type];
  return db.artifact.create({
    data: { appointmentId, artifactType: type, fileName, mimeType, fileSize: content.byteLength, content: new Uint8Array(content) },
  });
}
