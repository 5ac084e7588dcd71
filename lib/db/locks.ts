import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

// Every transaction-scoped advisory lock's namespace (the first of pg_advisory_xact_lock's two
// keys), in one place so that no two kinds of write ever share one by accident. Numbers are
// never reused: a namespace that goes away leaves its number unassigned (7308 did).
export const LOCK_NAMESPACES = {
  /** A practitioner's day (key: hash of practitioner and local date): one hold insert at a time. */
  practitionerDay: 7_302,
  /** A practitioner's hours and time off (key: the practitioner's id). */
  availability: 7_303,
  /** Singleton settings (key: one of SETTINGS_LOCK_KEYS). */
  settings: 7_304,
  services: 7_305,
  profile: 7_306,
  testimonials: 7_307,
  promoCodes: 7_309,
  packages: 7_310,
  intakeForms: 7_311,
} as const;

/** The keys within LOCK_NAMESPACES.settings: each settings row is written one change at a time. */
export const SETTINGS_LOCK_KEYS = { practice: 1, calendarFeed: 2 } as const;

export type LockNamespace = keyof typeof LOCK_NAMESPACES;

/**
 * Waits for, then holds until the transaction ends, the lock of one kind of write (and key), so
 * that two such writes run one after the other: a read-check-write inside them sees what the
 * other left.
 */
export function lockForTransaction(tx: Prisma.TransactionClient, namespace: LockNamespace, key = 0) {
  return tx.$queryRaw`SELECT pg_advisory_xact_lock(${LOCK_NAMESPACES[namespace]}::int, ${key}::int)::text`;
}

/**
 * The same for named keys (each hashed into the key), taken in one order so that two takers of
 * several never deadlock.
 */
export function lockForTransactionByName(client: Prisma.TransactionClient | PrismaClient, namespace: LockNamespace, names: string[]) {
  return client.$queryRaw`SELECT count(pg_advisory_xact_lock(${LOCK_NAMESPACES[namespace]}::int, hashtext(k)))::int FROM (SELECT k FROM unnest(${names}::text[]) AS k ORDER BY k) AS names`;
}
