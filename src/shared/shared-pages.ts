/**
 * Pages that a signed-in viewer sees as the visitors of their language and country do,
 * but for the viewer's own parts (the header's account corner, the favourite hearts),
 * which the browser loads after the page (`PageAccess.sharedWhenSignedIn`). The web
 * server decides per request whether a viewer may have such a page (a valid viewer's
 * token, blocked by no performer) and says so to the page's server code in
 * `SHARED_VIEWER_HEADER`, dropping whatever a client sent under that name; a page
 * rendered that way says so in `SHARED_PAGE_HEADER`, and only such a page is kept in
 * the page cache for signed-in viewers.
 */
export const SHARED_VIEWER_HEADER = 'x-shared-viewer';
export const SHARED_PAGE_HEADER = 'x-shared-page';
/** The value of both headers. */
export const SHARED_WITH_SIGNED_IN = 'signed-in';
