/**
 * The my-vehicles feature's front door (docs/architecture.md §Feature folders): My vehicles, the key
 * holder's free vehicles with "Find loads", which the shell's route `/desk/vehicles` shows. The screen
 * comes lazily, in a chunk of its own. Anything else in renderer/features/my-vehicles is its inside.
 */
/** The My vehicles screen's module, loaded on demand (its own chunk). */
export const loadMyVehiclesScreen = () => import('./components/MyVehiclesScreen');
