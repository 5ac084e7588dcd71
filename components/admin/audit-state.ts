// The audit log page's state lives in the URL (?action=&from=&to=&page=), so a filtered view can
// be bookmarked and Back returns to it. Anything invalid falls back to its default.

import { isDateKey } from "@/lib/booking/dates";
import { isAuditAction, type AuditAction } from "@/lib/audit/actions";

export const AUDIT_PATH = "/admin/audit";

export type AuditState = { action: AuditAction | ""; from: string; to: string; page: number };

type RawParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export function parseAuditState(params: RawParams): AuditState {
  const action = first(params.action);
  let from = first(params.from);
  let to = first(params.to);
  from = isDateKey(from) ? from : "";
  to = isDateKey(to) ? to : "";
  if (from && to && from > to) [from, to] = [to, from];
  const page = Number(first(params.page));
  return { action: isAuditAction(action) ? action : "", from, to, page: Number.isInteger(page) && page > 0 ? page : 1 };
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
