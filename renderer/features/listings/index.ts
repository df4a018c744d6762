/**
 * The listings feature's front door: what another feature may use of it (docs/architecture.md
 * §Feature folders). Anything else in renderer/features/listings is its inside.
 */
export { listingQueries } from './api/listingDetailQuery';
