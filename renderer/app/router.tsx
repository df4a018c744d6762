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
 *   /cost-estimate       the cost estimate      (lazy: renderer/features/cost-estimate)
 *   /desk                my desk                (lazy: renderer/features/desk)
 *   /settings            settings               (lazy: renderer/features/settings)
 *
 * Adding a screen: a route here (`lazyRouteComponent` for anything but Listings, `validateSearch` from
 * the feature when its state belongs in the URL), a line in ./navItems.ts, catalog keys, and an entry
 * in e2e/screens.ts.
 */
import type { RouterHistory } from '@tanstack/react-router';
import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
} from '@tanstack/react-router';
import { ListingsScreen } from '../features/listings/components/ListingsScreen';
import { validateListingSearch } from '../features/listings/search';
import { NotFound } from './NotFound';
import { RouteError } from './RouteError';
import { Shell } from './Shell';

const rootRoute = createRootRoute({
  component: Shell,
  notFoundComponent: NotFound,
  errorComponent: RouteError,
});

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
  component: lazyRouteComponent(
    () => import('../features/vehicles/components/VehiclesScreen'),
    'VehiclesScreen',
  ),
});

const costEstimateRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/cost-estimate',
  component: lazyRouteComponent(
    () => import('../features/cost-estimate/components/CostEstimateScreen'),
    'CostEstimateScreen',
  ),
});

const deskRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/desk',
  component: lazyRouteComponent(() => import('../features/desk/components/DeskScreen'), 'DeskScreen'),
});

const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: lazyRouteComponent(
    () => import('../features/settings/components/SettingsScreen'),
    'SettingsScreen',
  ),
});

/** The route tree. */
export const routeTree = rootRoute.addChildren([
  indexRoute,
  listingsRoute.addChildren([listingRoute]),
  vehiclesRoute,
  costEstimateRoute,
  deskRoute,
  settingsRoute,
]);

/** The app's router on `history` (the app: hash history; tests: memory history). */
export function createAppRouter(history: RouterHistory) {
  return createRouter({
    routeTree,
    history,
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
