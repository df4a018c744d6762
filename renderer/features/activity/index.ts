/**
 * The activity feature's front door (docs/architecture.md §Feature folders; docs/watch.md §In the
 * renderer): Activity, everything the watch noticed, which the shell's route `/activity` shows. The
 * screen comes lazily, in a chunk of its own (`loadActivityScreen`). Anything else in
 * renderer/features/activity is its inside.
 */
/** The Activity screen's module, loaded on demand (its own chunk). */
export const loadActivityScreen = () => import('./components/ActivityScreen');
