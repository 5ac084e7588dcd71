// Prisma 7 driver-adapter errors, decoded in one place.
type MaybePrismaError = {
  code?: string;
  meta?: { driverAdapterError?: { cause?: { kind?: string; constraint?: unknown; originalCode?: string; originalMessage?: string } } };
  cause?: { kind?: string; originalCode?: string };
};

function constraintName(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "index" in value) return String((value as { index: unknown }).index);
  return undefined;
}

/** The name of the unique or exclusion constraint a write violated, if that is what failed. */
export function violatedConstraint(error: unknown): string | undefined {
  const e = error as MaybePrismaError;
  const cause = e?.meta?.driverAdapterError?.cause;
  if (e?.code === "P2002" || cause?.kind === "UniqueConstraintViolation") return constraintName(cause?.constraint) ?? "unique";
  // Exclusion violations (SQLSTATE 23P01) reach us in Prisma 7 + adapter-pg as P2039 with
  // meta.driverAdapterError.cause = { kind: "postgres", originalCode: "23P01", originalMessage:
  // 'conflicting key value violates exclusion constraint "Appointment_no_overlap"' } (verified).
  const message = `${cause?.originalMessage ?? ""} ${String((error as Error)?.message ?? "")}`;
  if (cause?.originalCode === "23P01" || message.includes("23P01")) {
    return /exclusion constraint "([^"]+)"/.exec(message)?.[1] ?? "exclusion";
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return violatedConstraint(error) !== undefined;
}

/** Serialization failures and deadlocks: safe to retry the whole transaction. */
export function isRetryableTransactionError(error: unknown): boolean {
  const e = error as MaybePrismaError;
  const kind = e?.meta?.driverAdapterError?.cause?.kind ?? e?.cause?.kind;
  return e?.code === "P2034" || kind === "TransactionWriteConflict" || /40001|40P01/.test(String((error as Error)?.message));
}
