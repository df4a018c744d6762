/**
 * The listings feature's front door: what another feature, or the shell, may use of it
 * (docs/architecture.md §Feature folders). For other features: one listing's query, and the seen and
 * hidden marks of listings (docs/watch.md §Seen and hidden loads), which every list of listings shows:
 * the marks of a page (`useListingMarks`), the page's hidden line
 * (`HiddenLine`), the hidden loads' reads and writes, and the seen marks' keys; the listing formatters
 * (`useListingFormat`: a listing's route, dates and figures as the Listings table writes them); the Listings
 * grid itself, loaded on demand (`loadListingsTable`). For the shell's route
 * `/listings`, the first screen, loaded with the entry: the screen, its URL search rule, and what its
 * loader starts and waits for (page 1 and the results table's chunk). Anything else in
 * renderer/features/listings is its inside (but the results table's module, which the shell's first
 * screen asks for before any of this loads: eslint.config.js).
 */
export { ListingsScreen, listingsTableLoaded } from './components/ListingsScreen';
export { listingQueries } from './api/listingDetailQuery';
export { hiddenLoadWrites, listingMarkQueries } from './api/listingMarksQueries';
export { prefetchFirstListingsPage } from './api/listingQueries';
export { seenMarkKeys } from './api/seenMarkKeys';
export { useListingMarks } from './api/useListingMarks';
export { HiddenLine } from './components/ListingMarks';
export { useListingFormat, type ListingFormat } from './model/format';
/**
 * The Listings grid's module, loaded on demand (its own chunk, vite.config.ts): a saved search's results
 * show the same columns, cells and sort (issue 53 §6).
 */
export const loadListingsTable = () => import('./components/ListingsTable');
export { listingFiltersOf, validateListingSearch } from './model/search';
