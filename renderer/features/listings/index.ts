/**
 * The listings feature's front door: what another feature may use of it (docs/architecture.md
 * §Feature folders). One listing's query, and the seen and hidden marks of listings (docs/watch.md
 * §Seen and hidden loads), which every list of listings shows: the marks of a page
 * (`useListingMarks`), the row's word (`RowMark`), the page's hidden line (`HiddenLine`), the hidden
 * loads' reads and writes, and the seen marks' keys. Anything else in renderer/features/listings is
 * its inside.
 */
export { listingQueries } from './api/listingDetailQuery';
export { hiddenLoadWrites, listingMarkQueries } from './api/listingMarksQueries';
export { seenMarkKeys } from './api/seenMarkKeys';
export { useListingMarks } from './api/useListingMarks';
export { HiddenLine, RowMark } from './components/ListingMarks';
