// Prisma 7 driver-adapter errors, decoded in one place.
type MaybePrismaError = {
  code?: string;
  meta?: { driverAdapterError?: { cause?: { kind?: string; constraint?: unknown; originalCode?: string } } };
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
  // Exclusion violations (SQLSTATE 23P01) reach us as a generic database error.
  if (cause?.originalCode === "23P01" || String((error as Error)?.message ?? "").includes("23P01")) return "exclusion";
  if (String((error as Error)?.message ?? "").includes("Appointment_no_overlap")) return "Appointment_no_overlap";
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
