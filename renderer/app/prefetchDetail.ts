/**
 * The detail routes' loaders (docs/architecture.md §Query keys, "Loaders"): a route with a param starts
 * its screen's detail query with the navigation, `queryClient.ensureQueryData(xxxQueries.detail(id))`,
 * as TanStack Router's and Query's examples do, so a quick answer is there for the screen's first render.
 * A prefetch is best effort: it never throws (the screens show a fault in place, beside what is read,
 * never through the route's error boundary), and it never holds a slow answer back for long.
 */
import { settleWithin } from '../shared/startup/settleWithin';

/** The longest a detail route waits for its read before its first render, ms (as the listings route). */
const DETAIL_WAIT_MS = 150;

/**
 * A resource id as the detail screens take it (offer, free vehicle, company: a uuid, docs/api.md
 * §Resources); the screens read nothing for another id (they say "not on the exchange"), nor does a loader.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for an id the detail screens would read (a uuid). */
export function isResourceId(id: string): boolean {
  return UUID.test(id);
}

/**
 * Waits for `read` (a prefetch, e.g. `ensureQueryData`) to settle, or `DETAIL_WAIT_MS` ms, whichever
 * comes first. Never rejects: a failed read stays in the query cache as the query's error, and the
 * screen, mounting without data, reads once more (React Query's `retryOnMount`) and shows the fault in
 * place as it would without a loader.
 */
export function prefetchDetail(read: () => Promise<unknown>): Promise<void> {
  let started: Promise<unknown>;
  try {
    started = read();
  } catch {
    return Promise.resolve();
  }
  return settleWithin(DETAIL_WAIT_MS, started);
}
