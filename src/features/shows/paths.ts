/** Addresses of the shows' pages, for components and sagas alike. */

/** A show's own page, where its viewers and its performer meet. */
export const showPagePath = (showId: string) => `/shows/${encodeURIComponent(showId)}`;
