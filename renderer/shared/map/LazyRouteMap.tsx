/**
 * A listing's route on a map (RouteMap.tsx), for the listing's page and the cost estimate: its chunk
 * (d3-geo and the Natural Earth outlines) loads when a route is first shown, not with the app's first
 * JavaScript (docs/map.md §Offline and light).
 */
import { lazy } from 'react';

export const LazyRouteMap = lazy(() => import('./RouteMap'));
