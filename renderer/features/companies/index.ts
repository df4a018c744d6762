/**
 * The companies feature's front door (docs/architecture.md §Feature folders): a company's public
 * profile, which the shell's route `/companies/$id` shows, and the profile's query, which the route's
 * loader starts with the navigation (docs/architecture.md §Query keys, Loaders). Both come lazily, each
 * in a chunk of its own, so the loader's read need not wait for the screen's code. Anything else in
 * renderer/features/companies is its inside.
 */
/** The company screen's module, loaded on demand (its own chunk). */
export const loadCompanyScreen = () => import('./components/CompanyScreen');
/** The company queries' module (`companyQueries.detail`), loaded on demand (its own chunk). */
export const loadCompanyQueries = () => import('./api/companyQueries');
