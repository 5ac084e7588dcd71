// The waitlist's addresses, shared by the emails, the pages and the client components.

/** The offer link a waiting client is emailed: the time held for them, for them only. */
export const waitlistOfferPath = (offerId: number) => `/waitlist/offers/${offerId}`;
