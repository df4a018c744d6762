/**
 * Seen and hidden listings (docs/watch.md §Seen and hidden loads), shared by every list of listings: the
 * marks of a page (`useListingMarks`), the row's word (`RowMark`), the page's hidden line (`HiddenLine`),
 * "Hide this load" (`HideLoadButton`), and the opened mark (`useMarkOpened`).
 */
export { HiddenLine, HideLoadButton, RowMark, useMarkOpened } from './ListingMarks';
export { useListingMarks } from './useListingMarks';
export { hiddenLoadWrites, listingMarkQueries } from './listingMarksQueries';
