// What the audit log's reads return: the contract between lib/audit and the admin's pages and API.

/** A value kept in an entry's before/after: plain JSON. */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue };
export type AuditValues = { [key: string]: AuditValue };

/** One field that changed, both sides written out for reading ("" never: null means "none"). */
export type AuditChange = { field: string; before: string | null; after: string | null };

export type AuditEntryView = {
  id: number;
  /** ISO instant */
  at: string;
  actorName: string;
  action: string;
  actionLabel: string;
  entityType: string;
  entityId: string;
  summary: string;
  changes: AuditChange[];
};

export type AuditQuery = {
  action?: string;
  /** yyyy-MM-dd, practice time zone, inclusive */
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
};

export type AuditPage = { entries: AuditEntryView[]; total: number; page: number; pageSize: number };
