/**
 * The my-listings feature's front door (docs/architecture.md §Feature folders): My listings, the key
 * holder's listings with the offers on each, which the shell's route `/desk/listings` shows. The screen
 * comes lazily, in a chunk of its own. Anything else in renderer/features/my-listings is its inside.
 */
/** The My listings screen's module, loaded on demand (its own chunk). */
export const loadMyListingsScreen = () => import('./components/MyListingsScreen');
