/**
 * The cost-estimate feature's front door (docs/architecture.md §Feature folders; docs/api.md §Cost
 * estimate): the cost estimator, which the shell's route `/cost-estimate` shows, and the rule that
 * reads the route's URL search params as the estimator's fields. The screen comes lazily, in a chunk
 * of its own; the search rule is light and loads with whoever imports it. Anything else in
 * renderer/features/cost-estimate is its inside.
 */
export { validateCostEstimateSearch } from './model/search';
/** The cost estimator's module, loaded on demand (its own chunk). */
export const loadCostEstimateScreen = () => import('./components/CostEstimateScreen');
