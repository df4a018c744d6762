/**
 * The app's routes (TanStack Router, code-based, hash history: Electron loads the app from a file or
 * the `app://` protocol, so the route lives after `#`). Every screen has a URL; a search's filters are
 * its URL's search params, validated by the contract's schemas, so Back/Forward work and a saved search
 * can be its URL.
 *
 *   /                    -> /listings
 *   /listings            the listings search (eager: the first screen)
 *   /listings/$ref       the same, with one listing open beside the results
 *   /vehicles            free vehicles          (lazy: renderer/features/vehicles)
 *   /vehicles/$id        the same, with one free vehicle open beside the results
 *   /companies/$id       a company's profile    (lazy: renderer/features/companies)
 *   /cost-estimate       the cost estimate      (lazy: renderer/features/cost-estimate)
 *   /inbox               offers received        (lazy: renderer/features/offers)
 *   /offers/sent         offers sent            (lazy: renderer/features/offers)
 *   /offers/$id          one offer              (lazy: renderer/features/offers)
 *   /desk/listings       my listings            (lazy: renderer/features/my-listings)
 *   /desk/vehicles       my vehicles            (lazy: renderer/features/my-vehicles)
 *   /saved-searches      saved searches         (lazy: renderer/features/saved-searches)
 *   /saved-searches/$id  the same, one saved search re-run
 *   /activity            what the watch noticed (lazy: renderer/features/activity)
 *   /notes               notes, tags, company lists (lazy: renderer/features/notes)
 *   /events              coming soon (events)   (lazy: renderer/features/events)
 *   /settings            settings               (lazy: renderer/features/settings)
 *
 * A detail route (a free vehicle, a company, an offer) has a loader that starts the screen's detail
 * query with the navigation, best effort (./prefetchDetail.ts); a listing's read starts on the click
 * itself, before the URL changes (docs/architecture.md §Query keys, Loaders).
 *
 * The routes take each feature through its front door, its index.ts (docs/architecture.md §Feature
 * folders): a screen as the door's `load…Screen`, its own chunk, so the door itself stays light enough to
 * load with the entry. Two screens come from their feature's inside (Notes, Saved searches): their doors
 * hold what other screens load, which would follow the router into the entry's chunk (eslint.config.js).
 *
 * Adding a screen: a route here (`lazyScreenRoute(path, load…Screen, name)` over the door's load
 * function, or `createRoute` with `lazyRouteComponent` when it needs more, such as `validateSearch` from
 * the door when its state belongs in the URL) and its line in `routeTree`; in the navigation, its path in
 * `NavPath` and an item of ./navItems.ts with a `nav.<key>` of the common catalog; catalog keys, and an
 * entry in e2e/screens.ts (docs/architecture.md §How to add, A screen).
 */
import type { QueryClient } from '@tanstack/react-query';
import type { RouterHistory } from '@tanstack/react-router';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import {
  ListingsScreen,
  listingFiltersOf,
  listingsTableLoaded,
  prefetchFirstListingsPage,
  validateListingSearch,
} from '../features/listings';
import { loadCostEstimateScreen, validateCostEstimateSearch } from '../features/cost-estimate';
import { loadInboxScreen, loadOfferScreen, loadOffersSentScreen, offerQueries } from '../features/offers';
import { sessionQueries } from '../shared/session/sessionQueries';
import { settleWithin } from '../shared/startup/settleWithin';
import { loadVehicleQueries, loadVehiclesScreen, validateVehicleSearch } from '../features/vehicles';
import { NotFound } from './NotFound';
import { prefetchDetail } from './prefetchDetail';
import { RouteError } from './RouteError';
import { Shell } from './Shell';
// the doors that only give lazy screens come last: the startup chunk keeps its layout, and its gzip size
import { loadActivityScreen } from '../features/activity';
import { loadCompanyQueries, loadCompanyScreen } from '../features/companies';
import { loadEventsScreen } from '../features/events';
import { loadMyListingsScreen } from '../features/my-listings';
import { loadMyVehiclesScreen } from '../features/my-vehicles';
import { loadSettingsScreen } from '../features/settings';

/** The longest the listings route waits for page 1 before its first render, ms. */
const FIRST_PAGE_WAIT_MS = 150;

/** What every route's loader is given: the app's query client (to start reads before the first render). */
export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  // the session is read by the shell's bar and every screen: start it with the page, not after it
  loader: ({ context }) => void context.queryClient.prefetchQuery(sessionQueries.info()),
  component: Shell,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

/** A route of the root showing a feature's lazy screen: the export `name` of the module `load` gives. */
function lazyScreenRoute<TPath extends string, TModule extends Record<string, unknown>>(
  path: TPath,
  load: () => Promise<TModule>,
  name: keyof TModule,
) {
  return createRoute({ getParentRoute: () => rootRoute, path, component: lazyRouteComponent(load, name) });
}

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/listings', search: {}, replace: true });
  },
});

const listingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/listings',
  validateSearch: validateListingSearch,
  // page 1 starts loading with the route; a quick answer (the embedded sandbox's) and the table's code
  // are waited for, briefly, so the first render shows the rows rather than rendering twice
  loaderDeps: ({ search }) => listingFiltersOf(search),
  loader: ({ context, deps }) =>
    settleWithin(
      FIRST_PAGE_WAIT_MS,
      prefetchFirstListingsPage(context.queryClient, deps),
      listingsTableLoaded,
    ),
  component: ListingsScreen,
});

const listingRoute = createRoute({
  getParentRoute: () => listingsRoute,
  path: '$ref',
  // a listing code typed or read aloud in lower case still opens the listing
  params: {
    parse: ({ ref }) => ({ ref: ref.toUpperCase() }),
    stringify: ({ ref }) => ({ ref }),
  },
});

const vehiclesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/vehicles',
  validateSearch: validateVehicleSearch,
  component: lazyRouteComponent(loadVehiclesScreen, 'VehiclesScreen'),
});

const vehicleRoute = createRoute({
  getParentRoute: () => vehiclesRoute,
  path: '$id',
  // the feature's api comes with its lazy chunk
  loader: ({ context, params }) =>
    prefetchDetail(params.id, async () => {
      const { vehicleQueries } = await loadVehicleQueries();
      return context.queryClient.ensureQueryData(vehicleQueries.detail(params.id));
    }),
});

const companyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/companies/$id',
  loader: ({ context, params }) =>
    prefetchDetail(params.id, async () => {
      const { companyQueries } = await loadCompanyQueries();
      return context.queryClient.ensureQueryData(companyQueries.detail(params.id));
    }),
  component: lazyRouteComponent(loadCompanyScreen, 'CompanyScreen'),
});

const costEstimateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cost-estimate',
  validateSearch: validateCostEstimateSearch,
  component: lazyRouteComponent(loadCostEstimateScreen, 'CostEstimateScreen'),
});

const inboxRoute = lazyScreenRoute('/inbox', loadInboxScreen, 'InboxScreen');

const offersSentRoute = lazyScreenRoute('/offers/sent', loadOffersSentScreen, 'OffersSentScreen');

const offerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/offers/$id',
  // an offer is read only with a key in use (the screen says "Add your API key" otherwise)
  loader: ({ context, params }) =>
    prefetchDetail(params.id, async () => {
      const session = await context.queryClient.ensureQueryData(sessionQueries.info());
      if (session.key.kind == null) return;
      await context.queryClient.ensureQueryData(offerQueries.detail(params.id));
    }),
  component: lazyRouteComponent(loadOfferScreen, 'OfferScreen'),
});

const myListingsRoute = lazyScreenRoute('/desk/listings', loadMyListingsScreen, 'MyListingsScreen');

const myVehiclesRoute = lazyScreenRoute('/desk/vehicles', loadMyVehiclesScreen, 'MyVehiclesScreen');

const savedSearchesRoute = lazyScreenRoute(
  '/saved-searches',
  // the inside, not the front door: the door in the entry would bring "Save this search" (its own chunk) in
  () => import('../features/saved-searches/components/SavedSearchesScreen'),
  'SavedSearchesScreen',
);

const savedSearchRoute = createRoute({
  getParentRoute: () => savedSearchesRoute,
  path: '$id',
});

const activityRoute = lazyScreenRoute('/activity', loadActivityScreen, 'ActivityScreen');

const notesRoute = lazyScreenRoute(
  '/notes',
  // the inside, not the front door: the door in the entry would bring the notes' editor and marks in
  () => import('../features/notes/components/NotesScreen'),
  'NotesScreen',
);

const eventsRoute = lazyScreenRoute('/events', loadEventsScreen, 'EventsScreen');

const settingsRoute = lazyScreenRoute('/settings', loadSettingsScreen, 'SettingsScreen');

/** The route tree. */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  listingsRoute.addChildren([listingRoute]),
  vehiclesRoute.addChildren([vehicleRoute]),
  companyRoute,
  costEstimateRoute,
  inboxRoute,
  offersSentRoute,
  offerRoute,
  myListingsRoute,
  myVehiclesRoute,
  savedSearchesRoute.addChildren([savedSearchRoute]),
  activityRoute,
  notesRoute,
  eventsRoute,
  settingsRoute,
]);

/**
 * The app's router on `history` (the app: hash history; tests: memory history), its loaders reading
 * through `queryClient` (the one the app's QueryClientProvider holds).
 */
export function createAppRouter(history: RouterHistory, queryClient: QueryClient) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: false,
    scrollRestoration: false,
  });
}

/** The router type, registered so `Link`, `useNavigate` and `getRouteApi` are typed in every feature. */
export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
