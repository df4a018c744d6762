/**
 * Where the user's truck is, for the deadhead column of the listings screen: the shared truck store
 * (renderer/shared/search/truckAt.ts), which saved searches and "Find loads" set too (docs/watch.md §Saved
 * searches as alerts).
 */
export { useTruckStore } from '../../../shared/search/truckAt';
