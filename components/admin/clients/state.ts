// The clients list's state lives in the URL (?search=&page=), so a search can be bookmarked and
// Back returns to it.

import { MAX_PAGE, readSearchParams, type SearchParams } from "@/lib/search-params";

export const CLIENTS_PATH = "/admin/clients";

export type ClientsState = { search: string; page: number };

export function parseClientsState(params: SearchParams): ClientsState {
  const q = readSearchParams(params);
  return { search: q.text("search", { trim: true }), page: q.positiveInt("page", MAX_PAGE) ?? 1 };
}

export function clientsHref(state: ClientsState, patch: Partial<ClientsState> = {}): string {
  const next = { ...state, ...patch };
  const params = new URLSearchParams();
  if (next.search) params.set("search", next.search);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${CLIENTS_PATH}?${query}` : CLIENTS_PATH;
}
