/**
 * The saved-searches feature's front door (docs/architecture.md §Feature folders; docs/watch.md):
 * "Save this search", which the Listings and Free vehicles screens show beside their filters.
 * Anything else in renderer/features/saved-searches is its inside (but the Saved searches screen,
 * which the shell's route `/saved-searches` takes from there: the router loads with the entry, and
 * this door in it would bring "Save this search", a chunk of its own that Listings loads after its
 * first reads, into the entry's chunk: eslint.config.js).
 */
export { SaveSearchButton } from './components/SaveSearchButton';
