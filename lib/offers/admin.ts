import { db, type AppointmentStatus, type Prisma } from "@/lib/db";
import { lockForTransaction } from "@/lib/db/locks";
import { violatedConstraint } from "@/lib/db/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import type { AuditValues } from "@/lib/audit/types";
import { dateKeyOf, dbDate } from "@/lib/booking/dates";
import { INTRO_OFFER_PAGES, revalidatePages } from "@/lib/content/revalidate";
import { badRequest, fieldErrorsOf, notFound } from "@/lib/errors";
import { formatDayKey } from "@/lib/format";
import { PROMO_CODE_MESSAGES, promoCodeInputSchema, type PromoCodeInput, type PromoCodePatch } from "@/lib/validations/promo-code";
import { discountLabel } from "./discount";
import { bookedWhere, holdsPromoUseWhere } from "./uses";

// The owner's promo codes: list them with their uses, create, edit, activate and deactivate. A code
// is never deleted (bookings point at it). Its uses are counted from the appointments that carry it
// and still hold it (holdsPromoUseWhere): nothing is stored that could drift. At most one code is
// the intro offer the home and services pages show: marking one unmarks the other in the same write.

/** A code as the owner's list and form show it: what she saved, with its services named, and its uses. */
export type AdminPromoCode = Omit<PromoCodeInput, "serviceIds"> & {
  id: number;
  /** "20% off" / "$15.00 off" */
  discount: string;
  /** The services it applies to, in the owner's order; none means every service. */
  services: { id: number; name: string }[];
  /** Appointments that hold a use now (booked, a running hold, cancelled after its start). */
  uses: number;
  /** What it took off booked sessions (confirmed, completed, no-show), in cents. */
  discountGivenCents: number;
};

/** One booking that used a code, for the owner to see its uses. */
export type PromoCodeUse = {
  appointmentId: number;
  /** ISO instant */
  startsAt: string;
  clientName: string;
  clientEmail: string;
  serviceName: string;
  status: AppointmentStatus;
  /** cents */
  discountCents: number;
  /** Whether it holds a use now (a booking cancelled before its session or a hold that ran out does not). */
  holdsUse: boolean;
};

const select = {
  id: true,
  code: true,
  percentOff: true,
  amountOffCents: true,
  startsOn: true,
  endsOn: true,
  maxUses: true,
  maxUsesPerClient: true,
  newClientsOnly: true,
  active: true,
  isIntroOffer: true,
  introText: true,
  services: { select: { id: true, name: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
} as const satisfies Prisma.PromoCodeSelect;

type Row = Prisma.PromoCodeGetPayload<{ select: typeof select }>;

const view = (row: Row, counts: { uses: number; discountGivenCents: number }): AdminPromoCode => ({
  ...row,
  discount: discountLabel(row),
  startsOn: row.startsOn ? dateKeyOf(row.startsOn) : null,
  endsOn: row.endsOn ? dateKeyOf(row.endsOn) : null,
  ...counts,
});

type Client = Prisma.TransactionClient | typeof db;

/** Uses now and the discount given, per code. */
async function countsOf(client: Client, ids: number[], now: Date) {
  if (!ids.length) return new Map<number, { uses: number; discountGivenCents: number }>();
  const [uses, given] = await Promise.all([
    client.appointment.groupBy({
      by: ["promoCodeId"],
      where: { AND: [{ promoCodeId: { in: ids } }, holdsPromoUseWhere(now)] },
      _count: { _all: true },
    }),
    client.appointment.groupBy({
      by: ["promoCodeId"],
      where: { promoCodeId: { in: ids }, ...bookedWhere },
      _sum: { discountCents: true },
    }),
  ]);
  return new Map(
    ids.map((id) => [
      id,
      {
        uses: uses.find((u) => u.promoCodeId === id)?._count._all ?? 0,
        discountGivenCents: given.find((g) => g.promoCodeId === id)?._sum.discountCents ?? 0,
      },
    ]),
  );
}

async function withCounts(client: Client, rows: Row[], now: Date): Promise<AdminPromoCode[]> {
  const counts = await countsOf(
    client,
    rows.map((r) => r.id),
    now,
  );
  return rows.map((row) => view(row, counts.get(row.id)!));
}

/** Every code, newest first, with its uses. */
export async function listAdminPromoCodes(now: Date = new Date()): Promise<AdminPromoCode[]> {
  return withCounts(db, await db.promoCode.findMany({ select, orderBy: { id: "desc" } }), now);
}

/** One code with its uses; null when there is none. */
export async function getAdminPromoCode(id: number, now: Date = new Date()): Promise<AdminPromoCode | null> {
  const row = await db.promoCode.findUnique({ where: { id }, select });
  return row ? (await withCounts(db, [row], now))[0] : null;
}

/** The bookings that carry a code, newest session first (at most `limit`). */
export async function listPromoCodeUses(id: number, { now = new Date(), limit = 200 } = {}): Promise<PromoCodeUse[]> {
  const [rows, holding] = await Promise.all([
    db.appointment.findMany({
      where: { promoCodeId: id },
      orderBy: [{ startsAt: "desc" }, { id: "desc" }],
      take: limit,
      select: {
        id: true,
        startsAt: true,
        status: true,
        clientFirstName: true,
        clientLastName: true,
        clientEmail: true,
        discountCents: true,
        service: { select: { name: true } },
      },
    }),
    db.appointment.findMany({ where: { AND: [{ promoCodeId: id }, holdsPromoUseWhere(now)] }, select: { id: true } }),
  ]);
  const held = new Set(holding.map((a) => a.id));
  return rows.map((a) => ({
    appointmentId: a.id,
    startsAt: a.startsAt.toISOString(),
    clientName: `${a.clientFirstName} ${a.clientLastName}`.trim(),
    clientEmail: a.clientEmail,
    serviceName: a.service.name,
    status: a.status,
    discountCents: a.discountCents,
    holdsUse: held.has(a.id),
  }));
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");
const day = (key: string | null) => (key ? formatDayKey(key, "MMM d, yyyy") : "No limit");

/** The fields the audit log keeps, as a person reads them. */
function forAudit(c: AdminPromoCode): AuditValues {
  return {
    Code: c.code,
    Discount: c.discount,
    Services: c.services.length ? c.services.map((s) => s.name).join(", ") : "All services",
    "First day": day(c.startsOn),
    "Last day": day(c.endsOn),
    "Uses allowed": c.maxUses === null ? "No limit" : String(c.maxUses),
    "Uses per client": c.maxUsesPerClient === null ? "No limit" : String(c.maxUsesPerClient),
    "New clients only": yesNo(c.newClientsOnly),
    Status: c.active ? "Active" : "Inactive",
    "Intro offer": yesNo(c.isIntroOffer),
    "Intro text": c.introText,
  };
}

/**
 * Runs a promo code write under its lock (one at a time, so names are checked and the intro offer
 * moves from one code to another without a race); a unique name race still answers with the field
 * error.
 */
async function write<T>(change: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  try {
    const result = await db.$transaction(async (tx) => {
      await lockForTransaction(tx, "promoCodes");
      return change(tx);
    });
    // The intro offer may have changed: the pages that show it are rendered again.
    revalidatePages(INTRO_OFFER_PAGES);
    return result;
  } catch (error) {
    if (violatedConstraint(error) === "PromoCode_code_key") throw codeTaken();
    throw error;
  }
}

const codeTaken = () => badRequest(PROMO_CODE_MESSAGES.codeTaken, { code: PROMO_CODE_MESSAGES.codeTaken });

async function find(tx: Client, id: number, now: Date): Promise<AdminPromoCode> {
  const row = await tx.promoCode.findUnique({ where: { id }, select });
  if (!row) throw notFound("Promo code not found.");
  return (await withCounts(tx, [row], now))[0];
}

async function assertCodeFree(tx: Prisma.TransactionClient, code: string, exceptId?: number) {
  const other = await tx.promoCode.findFirst({ where: { code, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (other) throw codeTaken();
}

async function assertServicesExist(tx: Prisma.TransactionClient, ids: number[]) {
  if (!ids.length) return;
  const found = await tx.service.count({ where: { id: { in: ids } } });
  if (found !== ids.length) throw badRequest(PROMO_CODE_MESSAGES.serviceIds, { serviceIds: PROMO_CODE_MESSAGES.serviceIds });
}

/** The columns a code's input writes (its services are set apart). */
const columns = ({ serviceIds: _, startsOn, endsOn, ...input }: PromoCodeInput) => ({
  ...input,
  startsOn: startsOn ? dbDate(startsOn) : null,
  endsOn: endsOn ? dbDate(endsOn) : null,
});

/** The intro offer is one code at most: marking `id` unmarks the one before it, audited on that code. */
async function takeIntroOffer(tx: Prisma.TransactionClient, actor: AuditActor, id: number | null, code: string, now: Date) {
  const previous = await tx.promoCode.findFirst({
    where: { isIntroOffer: true, ...(id ? { id: { not: id } } : {}) },
    select: { id: true },
  });
  if (!previous) return;
  const before = await find(tx, previous.id, now);
  await tx.promoCode.update({ where: { id: previous.id }, data: { isIntroOffer: false } });
  await recordAudit(tx, {
    actor,
    action: "promo_code.update",
    entity: { type: "promo_code", id: previous.id },
    summary: `The code ${before.code} is no longer the intro offer: ${code} replaced it.`,
    before: { "Intro offer": "Yes" },
    after: { "Intro offer": "No" },
  });
}

/** A new code. */
export async function createPromoCode(actor: AuditActor, input: PromoCodeInput, now: Date = new Date()): Promise<AdminPromoCode> {
  return write(async (tx) => {
    await assertCodeFree(tx, input.code);
    await assertServicesExist(tx, input.serviceIds);
    if (input.isIntroOffer) await takeIntroOffer(tx, actor, null, input.code, now);
    const { id } = await tx.promoCode.create({
      data: { ...columns(input), services: { connect: input.serviceIds.map((s) => ({ id: s })) } },
      select: { id: true },
    });
    const created = await find(tx, id, now);
    await recordAudit(tx, {
      actor,
      action: "promo_code.create",
      entity: { type: "promo_code", id },
      summary: `Added the promo code ${created.code} (${created.discount}${created.isIntroOffer ? ", the intro offer" : ""}).`,
      before: null,
      after: forAudit(created),
    });
    return created;
  });
}

/** Edits a code. Bookings that used it keep the discount they were given. */
export async function updatePromoCode(
  actor: AuditActor,
  id: number,
  input: PromoCodeInput,
  now: Date = new Date(),
): Promise<AdminPromoCode> {
  return write(async (tx) => {
    const before = await find(tx, id, now);
    await assertCodeFree(tx, input.code, id);
    await assertServicesExist(tx, input.serviceIds);
    if (input.isIntroOffer) await takeIntroOffer(tx, actor, id, input.code, now);
    await tx.promoCode.update({
      where: { id },
      data: { ...columns(input), services: { set: input.serviceIds.map((s) => ({ id: s })) } },
    });
    const after = await find(tx, id, now);
    const was = forAudit(before);
    const is = forAudit(after);
    const changed = Object.keys(is).filter((field) => was[field] !== is[field]);
    await recordAudit(tx, {
      actor,
      action: "promo_code.update",
      entity: { type: "promo_code", id },
      summary: changed.length
        ? `Edited the promo code ${after.code}: ${changed.map((f) => f.toLowerCase()).join(", ")}.`
        : `Saved the promo code ${after.code} unchanged.`,
      before: was,
      after: is,
    });
    return after;
  });
}

/** The input that would save a code as it is: the base a partial change is laid over. */
function inputOf(c: AdminPromoCode) {
  return {
    code: c.code,
    kind: c.percentOff !== null ? ("percent" as const) : ("amount" as const),
    value: c.percentOff !== null ? String(c.percentOff) : (c.amountOffCents! / 100).toFixed(2),
    serviceIds: c.services.map((s) => s.id),
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    maxUses: c.maxUses,
    maxUsesPerClient: c.maxUsesPerClient,
    newClientsOnly: c.newClientsOnly,
    active: c.active,
    isIntroOffer: c.isIntroOffer,
    introText: c.introText,
  };
}

/**
 * Changes some of a code's fields (the JSON API's PATCH): the others keep their values, and the
 * whole code must still pass the form's rules (a new kind needs its value, an intro offer its text).
 */
export async function patchPromoCode(
  actor: AuditActor,
  id: number,
  patch: PromoCodePatch,
  now: Date = new Date(),
): Promise<AdminPromoCode> {
  const current = await getAdminPromoCode(id, now);
  if (!current) throw notFound("Promo code not found.");
  const given = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  // Only the status: the same write (and audit entry) as the list's Activate / Deactivate.
  if (Object.keys(given).length === 1 && patch.active !== undefined) return setPromoCodeActive(actor, id, patch.active, now);
  const parsed = promoCodeInputSchema.safeParse({ ...inputOf(current), ...given });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Please check the code.", fieldErrorsOf(parsed.error.issues));
  return updatePromoCode(actor, id, parsed.data, now);
}

/** Activates or deactivates a code; the same state twice changes nothing. */
export async function setPromoCodeActive(actor: AuditActor, id: number, active: boolean, now: Date = new Date()): Promise<AdminPromoCode> {
  return write(async (tx) => {
    const before = await find(tx, id, now);
    if (before.active === active) return before;
    await tx.promoCode.update({ where: { id }, data: { active } });
    const after = await find(tx, id, now);
    await recordAudit(tx, {
      actor,
      action: active ? "promo_code.activate" : "promo_code.deactivate",
      entity: { type: "promo_code", id },
      summary: active
        ? `Activated the promo code ${after.code}: clients can use it again.`
        : `Deactivated the promo code ${after.code}: clients can no longer use it; bookings that used it keep their discount.`,
      before: { Status: before.active ? "Active" : "Inactive" },
      after: { Status: after.active ? "Active" : "Inactive" },
    });
    return after;
  });
}
