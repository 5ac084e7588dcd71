import { z } from "zod";
import { APPOINTMENT_STATUSES, STATUS_FILTERS } from "@/lib/admin/types";
import { MAX_PAGE_SIZE } from "@/lib/admin/appointments";
import { pageField } from "@/lib/validations/fields";

// Query and body schemas of the admin API (a bad value is a 400 with a clear message).

const optionalText = z.string().trim().max(200, "Search is too long.").optional();
const page = pageField.optional();
const pageSize = z.coerce
  .number("Page size must be a number.")
  .int("Page size must be a whole number.")
  .min(1, "Page size must be 1 or more.")
  .max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE}.`)
  .optional();
/** An optional yyyy-MM-dd (an empty field means none). */
const dateKey = (label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : typeof v === "string" ? v.trim() : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be written as yyyy-MM-dd.`)
      .optional(),
  );

export const appointmentListQuerySchema = z.object({
  search: optionalText,
  status: z.enum(STATUS_FILTERS, `Status must be one of: ${STATUS_FILTERS.join(", ")}.`).optional(),
  page,
  pageSize,
});

export const paymentListQuerySchema = z.object({
  search: optionalText,
  from: dateKey("From date"),
  to: dateKey("To date"),
  page,
  pageSize,
});

export const paymentExportQuerySchema = paymentListQuerySchema.omit({ page: true, pageSize: true });

export const statusBodySchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES, `Status must be one of: ${APPOINTMENT_STATUSES.join(", ")}.`),
});

export const monthQuerySchema = z.object({
  month: z.string("Month is required (yyyy-MM).").regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Month must be written as yyyy-MM."),
});

export const dateParamsSchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Date must be written as yyyy-MM-dd."),
});

export const clientListQuerySchema = z.object({ search: optionalText, page, pageSize });

/** A client's key in the URL: the account id or the booking email (lib/admin/clients.ts). */
export const clientKeyParams = z.object({ key: z.string().trim().min(1, "Client not found.").max(254, "Client not found.") });
