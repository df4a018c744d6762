/**
 * The events feature's front door (docs/architecture.md §Feature folders; docs/api.md §Events): Coming
 * soon, the exchange's planned event catalog, which the shell's route `/events` shows. The screen comes
 * lazily, in a chunk of its own. Anything else in renderer/features/events is its inside.
 */
/** The Coming soon screen's module, loaded on demand (its own chunk). */
export const loadEventsScreen = () => import('./components/EventsScreen');
