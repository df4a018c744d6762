/**
 * The saved-searches feature's front door (docs/architecture.md §Feature folders; docs/watch.md):
 * "Save this search", which the Listings and Free vehicles screens show beside their filters.
 * Anything else in renderer/features/saved-searches is its inside.
 */
export { SaveSearchButton } from './components/SaveSearchButton';
