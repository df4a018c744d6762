/**
 * Seen and hidden listings (docs/watch.md §Seen and hidden loads), shared by every list of listings: the
 * marks of a page (`useListingMarks`), the row's word (`RowMark`), the page's hidden line (`HiddenLine`),
 * "Hide this load" (`HideLoadButton`), and the opened mark (`useMarkOpened`).
 */
export { HiddenLine, HideLoadButton, RowMark, useMarkOpened, type HideLoadButtonProps } from './ListingMarks';
export { useListingMarks, type ListingMarks } from './useListingMarks';
export {
  OPENED_SCOPE,
  hiddenLoadWrites,
  listingMarkKeys,
  listingMarkQueries,
  markOpened,
} from './listingMarksQueries';
