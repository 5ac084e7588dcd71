// Where a purchase's pages and documents are (owner-checked): no server code, links use them too.

export const purchasePaths = {
  confirmation: (id: number) => `/purchases/${id}`,
  checkout: (id: number) => `/purchases/${id}/checkout`,
  receipt: (id: number) => `/api/purchases/${id}/receipt`,
} as const;

/** A package's own page and its checkout. */
export const packagePaths = {
  page: (slug: string) => `/packages/${slug}`,
  checkout: (slug: string) => `/packages/${slug}/checkout`,
} as const;

export const GIFT_CARDS_PATH = "/gift-cards";
