import { z } from "zod";
import { isDateKey } from "@/lib/booking/dates";
import { AUDIT_ACTIONS, isAuditAction } from "./actions";
import { AUDIT_MAX_PAGE_SIZE } from "./log";
import { pageField } from "@/lib/validations/fields";

// The audit log's query (GET /api/admin/audit and the page's URL): a bad value is a 400 with a clear message.

const optionalDate = (label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : v),
    z.string(`${label} must be written as yyyy-MM-dd.`).refine(isDateKey, `${label} must be a real date written as yyyy-MM-dd.`).optional(),
  );

export const ACTION_MESSAGE = `Action must be one of: ${Object.keys(AUDIT_ACTIONS).join(", ")}.`;

export const auditQuerySchema = z.object({
  action: z.preprocess((v) => (v === "" ? undefined : v), z.string(ACTION_MESSAGE).refine(isAuditAction, ACTION_MESSAGE).optional()),
  from: optionalDate("From date"),
  to: optionalDate("To date"),
  page: pageField.optional(),
  pageSize: z.coerce
    .number("Page size must be a number.")
    .int("Page size must be a whole number.")
    .min(1, "Page size must be 1 or more.")
    .max(AUDIT_MAX_PAGE_SIZE, `Page size must be at most ${AUDIT_MAX_PAGE_SIZE}.`)
    .optional(),
});
