import { db, type Prisma, type ServiceCategory } from "@/lib/db";
import { lockForTransaction } from "@/lib/db/locks";
import { isUniqueViolation } from "@/lib/db/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import type { AuditValues } from "@/lib/audit/types";
import { badRequest, notFound } from "@/lib/errors";
import { formatServicePrice } from "@/lib/format";
import { revalidatePages, SERVICE_PAGES } from "@/lib/content/revalidate";
import { durationFits, SERVICE_MESSAGES, type ServiceInput } from "@/lib/validations/service";

// The owner's services: create, edit, reorder, retire and restore. A service is never deleted:
// bookings keep pointing at it (history stays), and a retired one simply disappears from the site
// and the wizard. Bookings keep their own price, length and place (Appointment.priceCents, endsAt,
// isVirtual), so editing a service never changes a booking already made.

export type AdminService = {
  id: number;
  slug: string;
  name: string;
  description: string;
  category: ServiceCategory;
  /** cents */
  price: number;
  duration: number;
  isVirtual: boolean;
  /** Only for clients with no earlier confirmed, completed or no-show appointment. */
  newClientsOnly: boolean;
  /** At most one booked appointment of it per client. */
  onePerClient: boolean;
  /** False: booked without signing the consent form (e.g. a free phone consultation). */
  consentRequired: boolean;
  active: boolean;
  sortOrder: number;
  /** Bookings ever made for it (any status) */
  appointments: number;
};

const select = {
  id: true,
  slug: true,
  name: true,
  description: true,
  category: true,
  price: true,
  duration: true,
  isVirtual: true,
  newClientsOnly: true,
  onePerClient: true,
  consentRequired: true,
  active: true,
  sortOrder: true,
  _count: { select: { appointments: true } },
} as const;

type Row = Prisma.ServiceGetPayload<{ select: typeof select }>;
const view = ({ _count, ...s }: Row): AdminService => ({ ...s, appointments: _count.appointments });

// One services write at a time, so slugs are checked and orders renumbered without a race.
const lockServices = (tx: Prisma.TransactionClient) => lockForTransaction(tx, "services");

const order = [{ sortOrder: "asc" }, { id: "asc" }] as const satisfies Prisma.ServiceOrderByWithRelationInput[];

/** Every service, retired ones included, in the owner's order. */
export async function listAdminServices(): Promise<AdminService[]> {
  return (await db.service.findMany({ select, orderBy: [...order] })).map(view);
}

/** One service, retired or not; null when there is none. */
export async function getAdminService(id: number): Promise<AdminService | null> {
  const row = await db.service.findUnique({ where: { id }, select });
  return row ? view(row) : null;
}

const yesNo = (value: boolean) => (value ? "Yes" : "No");

const CATEGORY_LABEL: Record<ServiceCategory, string> = { yoga: "Yoga", hypnotherapy: "Hypnotherapy" };

/** The fields the audit log keeps, as a person reads them. */
function forAudit(s: Omit<AdminService, "id" | "appointments" | "sortOrder">): AuditValues {
  return {
    Name: s.name,
    Slug: s.slug,
    Category: CATEGORY_LABEL[s.category],
    Price: formatServicePrice(s.price),
    Duration: `${s.duration} minutes`,
    Where: s.isVirtual ? "Virtual" : "In person",
    Description: s.description,
    "New clients only": yesNo(s.newClientsOnly),
    "One per client": yesNo(s.onePerClient),
    "Consent form": s.consentRequired ? "Required" : "Not required",
    Status: s.active ? "Offered" : "Retired",
  };
}

function assertDurationFits(duration: number, current?: number) {
  if (!durationFits(duration, current)) throw badRequest(SERVICE_MESSAGES.duration, { duration: SERVICE_MESSAGES.duration });
}

async function assertSlugFree(tx: Prisma.TransactionClient, slug: string, exceptId?: number) {
  const other = await tx.service.findFirst({ where: { slug, ...(exceptId ? { id: { not: exceptId } } : {}) }, select: { id: true } });
  if (other) throw badRequest(SERVICE_MESSAGES.slugTaken, { slug: SERVICE_MESSAGES.slugTaken });
}

/** Runs a services write under the services lock; a unique slug race still answers with the field error. */
async function write<T>(change: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  try {
    const result = await db.$transaction(async (tx) => {
      await lockServices(tx);
      return change(tx);
    });
    revalidatePages(SERVICE_PAGES);
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(SERVICE_MESSAGES.slugTaken, { slug: SERVICE_MESSAGES.slugTaken });
    throw error;
  }
}

async function findService(tx: Prisma.TransactionClient, id: number): Promise<AdminService> {
  const row = await tx.service.findUnique({ where: { id }, select });
  if (!row) throw notFound("Service not found.");
  return view(row);
}

/** A new service, offered at once, placed last. */
export async function createService(actor: AuditActor, input: ServiceInput): Promise<AdminService> {
  assertDurationFits(input.duration);
  return write(async (tx) => {
    await assertSlugFree(tx, input.slug);
    const last = await tx.service.aggregate({ _max: { sortOrder: true } });
    const created = view(await tx.service.create({ data: { ...input, active: true, sortOrder: (last._max.sortOrder ?? -1) + 1 }, select }));
    await recordAudit(tx, {
      actor,
      action: "service.create",
      entity: { type: "service", id: created.id },
      summary: `Added the service "${created.name}" (${formatServicePrice(created.price)}, ${created.duration} minutes).`,
      before: null,
      after: forAudit(created),
    });
    return created;
  });
}

/** Edits a service. Its bookings keep the price, length and place they were booked with. */
export async function updateService(actor: AuditActor, id: number, input: ServiceInput): Promise<AdminService> {
  return write(async (tx) => {
    const before = await findService(tx, id);
    assertDurationFits(input.duration, before.duration);
    await assertSlugFree(tx, input.slug, id);
    const after = view(await tx.service.update({ where: { id }, data: input, select }));
    const was = forAudit(before);
    const is = forAudit(after);
    const changed = Object.keys(is).filter((field) => was[field] !== is[field]);
    await recordAudit(tx, {
      actor,
      action: "service.update",
      entity: { type: "service", id },
      summary: changed.length
        ? `Edited the service "${after.name}": ${changed.map((f) => f.toLowerCase()).join(", ")}.`
        : `Saved the service "${after.name}" unchanged.`,
      before: was,
      after: is,
    });
    return after;
  });
}

/** Retires (active false: gone from the site and the wizard) or restores a service; the same state twice changes nothing. */
export async function setServiceActive(actor: AuditActor, id: number, active: boolean): Promise<AdminService> {
  return write(async (tx) => {
    const before = await findService(tx, id);
    if (before.active === active) return before;
    const after = view(await tx.service.update({ where: { id }, data: { active }, select }));
    await recordAudit(tx, {
      actor,
      action: active ? "service.restore" : "service.retire",
      entity: { type: "service", id },
      summary: active
        ? `Restored the service "${after.name}": clients can book it again.`
        : `Retired the service "${after.name}": no longer offered; its ${before.appointments === 1 ? "booking stays" : `${before.appointments} bookings stay`}.`,
      before: { Status: before.active ? "Offered" : "Retired" },
      after: { Status: after.active ? "Offered" : "Retired" },
    });
    return after;
  });
}

/**
 * Moves a service one place up or down among the services of its category (the order the site
 * shows them in). The two swap places; the order of everything else stays.
 */
export async function moveService(actor: AuditActor, id: number, direction: "up" | "down"): Promise<AdminService[]> {
  await write(async (tx) => {
    const all = await tx.service.findMany({ select: { id: true, name: true, category: true }, orderBy: [...order] });
    const index = all.findIndex((s) => s.id === id);
    if (index < 0) throw notFound("Service not found.");
    const me = all[index];
    const sameCategory = all.filter((s) => s.category === me.category);
    const position = sameCategory.findIndex((s) => s.id === id);
    const neighbour = sameCategory[direction === "up" ? position - 1 : position + 1];
    if (!neighbour)
      throw badRequest(
        direction === "up" ? "This service is already first in its category." : "This service is already last in its category.",
      );

    // Number the whole list 0..n-1 with the two swapped: ties from older data are settled too.
    const next = all.map((s) => s.id);
    const [a, b] = [index, next.indexOf(neighbour.id)];
    [next[a], next[b]] = [next[b], next[a]];
    const beforeNames = sameCategory.map((s) => s.name);
    for (const [sortOrder, serviceId] of next.entries()) await tx.service.update({ where: { id: serviceId }, data: { sortOrder } });
    const afterNames = next
      .map((sid) => all.find((s) => s.id === sid)!)
      .filter((s) => s.category === me.category)
      .map((s) => s.name);
    await recordAudit(tx, {
      actor,
      action: "service.reorder",
      entity: { type: "service", id },
      summary: `Moved the service "${me.name}" ${direction} in ${CATEGORY_LABEL[me.category]}.`,
      before: { Order: beforeNames.join(" · ") },
      after: { Order: afterNames.join(" · ") },
    });
  });
  return listAdminServices();
}
