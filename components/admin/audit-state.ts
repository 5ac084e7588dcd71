// The audit log page's state lives in the URL (?action=&from=&to=&page=), so a filtered view can
// be bookmarked and Back returns to it. Anything invalid falls back to its default.

import { isDateKey } from "@/lib/booking/dates";
import { isAuditAction, type AuditAction } from "@/lib/audit/actions";
import { MAX_PAGE, readSearchParams, type SearchParams } from "@/lib/search-params";

export const AUDIT_PATH = "/admin/audit";

export type AuditState = { action: AuditAction | ""; from: string; to: string; page: number };

export function parseAuditState(params: SearchParams): AuditState {
  const q = readSearchParams(params);
  let from = q.text("from", { valid: isDateKey });
  let to = q.text("to", { valid: isDateKey });
  if (from && to && from > to) [from, to] = [to, from];
  const action = q.text("action");
  return { action: isAuditAction(action) ? action : "", from, to, page: q.positiveInt("page", MAX_PAGE) ?? 1 };
}

export function auditHref(state: AuditState, patch: Partial<AuditState> = {}): string {
  const next = { ...state, ...patch };
  const params = new URLSearchParams();
  if (next.action) params.set("action", next.action);
  if (next.from) params.set("from", next.from);
  if (next.to) params.set("to", next.to);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${AUDIT_PATH}?${query}` : AUDIT_PATH;
}
