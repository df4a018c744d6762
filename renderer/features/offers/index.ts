/**
 * The offers feature's front door (docs/architecture.md §Feature folders; docs/api.md §Resources): the
 * offer inbox, offers sent and one offer's page, which the shell's routes `/inbox`, `/offers/sent` and
 * `/offers/$id` show, each screen lazily in a chunk of its own; and the offers' query options and keys,
 * light, with which the offer route's loader starts its read (docs/architecture.md §Query keys,
 * Loaders) and fresh lists re-read the inbox after the watch's news (renderer/app/freshAfterActivity.ts).
 * Anything else in renderer/features/offers is its inside (the navigation's count of new offers,
 * `components/InboxNavCount`, is taken from there by the shell's lazy inbox count: eslint.config.js).
 */
export { offerKeys, offerQueries } from './api/offerQueries';
/** The offer inbox's module, loaded on demand (its own chunk). */
export const loadInboxScreen = () => import('./components/InboxScreen');
/** The offers sent screen's module, loaded on demand (its own chunk). */
export const loadOffersSentScreen = () => import('./components/OffersSentScreen');
/** One offer's page's module, loaded on demand (its own chunk). */
export const loadOfferScreen = () => import('./components/OfferScreen');
