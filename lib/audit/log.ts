import { db } from "@/lib/db";
import { addDays, startOfLocalDay } from "@/lib/booking/dates";
import { auditActionLabel } from "./actions";
import { auditChanges } from "./diff";
import type { AuditPage, AuditQuery } from "./types";

// The audit log as the owner reads it: newest first, optionally one action and a date range
// (practice-local days, inclusive), one page at a time. Filtering and paging run in PostgreSQL
// (the (action, at, id) and (at, id) indexes).

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;

export async function listAuditEntries(query: AuditQuery = {}): Promise<AuditPage> {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  const pageSize = Math.min(AUDIT_MAX_PAGE_SIZE, Math.max(1, Math.floor(query.pageSize ?? AUDIT_PAGE_SIZE)));
  let { from, to } = query;
  // A reversed range is read the way it was meant.
  if (from && to && from > to) [from, to] = [to, from];
  const where = {
    ...(query.action ? { action: query.action } : {}),
    ...(from || to
      ? { at: { ...(from ? { gte: startOfLocalDay(from) } : {}), ...(to ? { lt: startOfLocalDay(addDays(to, 1)) } : {}) } }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.auditEntry.findMany({ where, orderBy: [{ at: "desc" }, { id: "desc" }], skip: (page - 1) * pageSize, take: pageSize }),
    db.auditEntry.count({ where }),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorName: row.actorName,
      action: row.action,
      actionLabel: auditActionLabel(row.action),
      entityType: row.entityType,
      entityId: row.entityId,
      summary: row.summary,
      changes: auditChanges(row.before, row.after),
    })),
    total,
    page,
    pageSize,
  };
}
