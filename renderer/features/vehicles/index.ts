/**
 * The vehicles feature's front door (docs/architecture.md §Feature folders; docs/api.md §Filters): the
 * free vehicles search, which the shell's routes `/vehicles` and `/vehicles/$id` show; the rule that
 * reads the route's URL search params as its filters (light: it loads with whoever imports it); and the
 * vehicle queries, with which the `/vehicles/$id` loader starts its read (docs/architecture.md §Query
 * keys, Loaders). The screen and the queries come lazily, each in a chunk of its own, so the loader's
 * read need not wait for the screen's code. Anything else in renderer/features/vehicles is its inside.
 */
export { validateVehicleSearch } from './model/search';
/** The free vehicles screen's module, loaded on demand (its own chunk). */
export const loadVehiclesScreen = () => import('./components/VehiclesScreen');
/** The vehicle queries' module (`vehicleQueries.detail`), loaded on demand (its own chunk). */
export const loadVehicleQueries = () => import('./api/vehicleQueries');
