// The clients list's state lives in the URL (?search=&page=), so a search can be bookmarked and
// Back returns to it.

export const CLIENTS_PATH = "/admin/clients";

export type ClientsState = { search: string; page: number };

type RawParams = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

export function parseClientsState(params: RawParams): ClientsState {
  const page = Number(first(params.page));
  return { search: first(params.search).trim().slice(0, 200), page: Number.isInteger(page) && page > 0 ? page : 1 };
}

export function clientsHref(state: ClientsState, patch: Partial<ClientsState> = {}): string {
  const next = { ...state, ...patch };
  const params = new URLSearchParams();
  if (next.search) params.set("search", next.search);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${CLIENTS_PATH}?${query}` : CLIENTS_PATH;
}
