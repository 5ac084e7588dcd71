import { db, type Prisma } from "@/lib/db";
import { lockForTransaction } from "@/lib/db/locks";
import { isUniqueViolation } from "@/lib/db/errors";
import { recordAudit, type AuditActor } from "@/lib/audit/record";
import type { AuditValues } from "@/lib/audit/types";
import { revalidatePages, SERVICE_PAGES } from "@/lib/content/revalidate";
import { badRequest, fieldErrorsOf, notFound } from "@/lib/errors";
import { formatPrice } from "@/lib/format";
import {
  PACKAGE_MESSAGES,
  packageInputSchema,
  validityLabel,
  validityOf,
  type PackageInput,
  type PackagePatch,
} from "@/lib/validations/package";
import { slugify } from "@/lib/validations/service";

// The owner's packages: list them with what they sold, add, edit, retire and reactivate. A package
// is never deleted (purchases point at it). What a client bought keeps its own sessions, covered
// services and expiry (ClientPackage), so a change here applies to packages sold from now on.

export type AdminPackage = {
  id: number;
  slug: string;
  name: string;
  description: string;
  sessions: number;
  /** cents */
  priceCents: number;
  validDays: number;
  active: boolean;
  /** The services it covers, in the owner's order. */
  services: { id: number; name: string; active: boolean }[];
  /** Packages clients bought (paid). */
  sold: number;
};

const select = {
  id: true,
  slug: true,
  name: true,
  description: true,
  sessions: true,
  priceCents: true,
  validDays: true,
  active: true,
  services: { select: { id: true, name: true, active: true }, orderBy: [{ sortOrder: "asc" }, { id: "asc" }] },
  _count: { select: { clientPackages: true } },
} as const satisfies Prisma.PackageSelect;

type Row = Prisma.PackageGetPayload<{ select: typeof select }>;
const view = ({ _count, ...p }: Row): AdminPackage => ({ ...p, sold: _count.clientPackages });

type Client = Prisma.TransactionClient | typeof db;

/** Every package, sold ones first in the owner's order, retired ones included. */
export async function listAdminPackages(): Promise<AdminPackage[]> {
  const rows = await db.package.findMany({ select, orderBy: [{ active: "desc" }, { sortOrder: "asc" }, { id: "asc" }] });
  return rows.map(view);
}

/** One package; null when there is none. */
export async function getAdminPackage(id: number, client: Client = db): Promise<AdminPackage | null> {
  const row = await client.package.findUnique({ where: { id }, select });
  return row ? view(row) : null;
}

async function find(tx: Client, id: number): Promise<AdminPackage> {
  const found = await getAdminPackage(id, tx);
  if (!found) throw notFound(PACKAGE_MESSAGES.notFound);
  return found;
}

/** The fields the audit log keeps, as a person reads them. */
function forAudit(p: AdminPackage): AuditValues {
  return {
    Name: p.name,
    Slug: p.slug,
    Description: p.description,
    Sessions: p.sessions,
    Services: p.services.map((s) => s.name).join(", "),
    Price: formatPrice(p.priceCents),
    "Valid for": validityLabel(p.validDays),
    Status: p.active ? "Active" : "Retired",
  };
}

async function write<T>(change: (tx: Prisma.TransactionClient) => Promise<T>): Promise<T> {
  const result = await db.$transaction(async (tx) => {
    await lockForTransaction(tx, "packages"); // one package write at a time: a slug is chosen without a race
    return change(tx);
  });
  // The services page lists the packages on sale; each package has its own page.
  revalidatePages([...SERVICE_PAGES, "/packages"]);
  return result;
}

/** A free slug from the name: "three-session-program", else "-2", "-3" ... */
async function freeSlug(tx: Prisma.TransactionClient, name: string): Promise<string> {
  const base = slugify(name) || "package";
  const taken = new Set((await tx.package.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((p) => p.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function assertServicesExist(tx: Prisma.TransactionClient, ids: number[]) {
  const found = await tx.service.count({ where: { id: { in: ids } } });
  if (found !== ids.length) throw badRequest(PACKAGE_MESSAGES.serviceIds, { serviceIds: PACKAGE_MESSAGES.serviceIds });
}

const columns = ({ serviceIds: _, ...input }: PackageInput) => input;

/** A new package, with a slug made from its name. */
export async function createPackage(actor: AuditActor, input: PackageInput): Promise<AdminPackage> {
  try {
    return await write(async (tx) => {
      await assertServicesExist(tx, input.serviceIds);
      const last = await tx.package.aggregate({ _max: { sortOrder: true } });
      const { id } = await tx.package.create({
        data: {
          ...columns(input),
          slug: await freeSlug(tx, input.name),
          sortOrder: (last._max.sortOrder ?? 0) + 1,
          services: { connect: input.serviceIds.map((s) => ({ id: s })) },
        },
        select: { id: true },
      });
      const created = await find(tx, id);
      await recordAudit(tx, {
        actor,
        action: "package.create",
        entity: { type: "package", id },
        summary: `Added the package ${created.name} (${created.sessions} sessions, ${formatPrice(created.priceCents)}).`,
        before: null,
        after: forAudit(created),
      });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest("Another package has this name. Try again.", { name: "Another package has this name." });
    throw error;
  }
}

/** Edits a package (its slug stays). Packages clients already bought keep what they bought. */
export async function updatePackage(actor: AuditActor, id: number, input: PackageInput): Promise<AdminPackage> {
  return write(async (tx) => {
    const before = await find(tx, id);
    await assertServicesExist(tx, input.serviceIds);
    await tx.package.update({ where: { id }, data: { ...columns(input), services: { set: input.serviceIds.map((s) => ({ id: s })) } } });
    const after = await find(tx, id);
    const was = forAudit(before);
    const is = forAudit(after);
    const changed = Object.keys(is).filter((field) => was[field] !== is[field]);
    await recordAudit(tx, {
      actor,
      action: "package.update",
      entity: { type: "package", id },
      summary: changed.length
        ? `Edited the package ${after.name}: ${changed.map((f) => f.toLowerCase()).join(", ")}.`
        : `Saved the package ${after.name} unchanged.`,
      before: was,
      after: is,
    });
    return after;
  });
}

/** Changes some fields (the JSON API's PATCH); the whole package must still pass the form's rules. */
export async function patchPackage(actor: AuditActor, id: number, patch: PackagePatch): Promise<AdminPackage> {
  const current = await getAdminPackage(id);
  if (!current) throw notFound(PACKAGE_MESSAGES.notFound);
  const given: Record<string, unknown> = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  // The patch was read already (the price in cents): the whole package is read again from dollars.
  if (patch.price !== undefined) given.price = (patch.price / 100).toFixed(2);
  if (Object.keys(given).length === 1 && patch.active !== undefined) return setPackageActive(actor, id, patch.active);
  const parsed = packageInputSchema.safeParse({
    name: current.name,
    description: current.description,
    sessions: current.sessions,
    serviceIds: current.services.map((s) => s.id),
    price: (current.priceCents / 100).toFixed(2),
    ...validityOf(current.validDays),
    active: current.active,
    ...given,
  });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? "Please check the package.", fieldErrorsOf(parsed.error.issues));
  return updatePackage(actor, id, parsed.data);
}

/** Retires a package (no longer sold; clients who bought it keep their credits) or sells it again. */
export async function setPackageActive(actor: AuditActor, id: number, active: boolean): Promise<AdminPackage> {
  return write(async (tx) => {
    const before = await find(tx, id);
    if (before.active === active) return before;
    await tx.package.update({ where: { id }, data: { active } });
    const after = await find(tx, id);
    await recordAudit(tx, {
      actor,
      action: active ? "package.activate" : "package.retire",
      entity: { type: "package", id },
      summary: active
        ? `Reactivated the package ${after.name}: clients can buy it again.`
        : `Retired the package ${after.name}: clients can no longer buy it; those who bought it keep their credits.`,
      before: { Status: before.active ? "Active" : "Retired" },
      after: { Status: after.active ? "Active" : "Retired" },
    });
    return after;
  });
}
