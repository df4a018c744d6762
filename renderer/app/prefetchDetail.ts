/**
 * The detail routes' loaders (docs/architecture.md §Query keys, "Loaders"): a route with a param starts
 * its screen's detail query with the navigation, `queryClient.ensureQueryData(xxxQueries.detail(id))`,
 * as TanStack Router's and Query's examples do, so a quick answer is there for the screen's first render.
 * A prefetch is best effort: it never throws (the screens show a fault in place, beside what is read,
 * never through the route's error boundary), and it never holds a slow answer back for long.
 */
import { isResourceId } from '../shared/detail/resourceId';
import { settleWithin } from '../shared/startup/settleWithin';

/** The longest a detail route waits for its read before its first render, ms (as the listings route). */
const DETAIL_WAIT_MS = 150;

/**
 * For an `id` the detail screens would read (`isResourceId`: a uuid; they read nothing for another, nor
 * does a loader), waits for `read` (a prefetch, e.g. `ensureQueryData`) to settle, or `DETAIL_WAIT_MS`
 * ms, whichever comes first. Never rejects: a failed read stays in the query cache as the query's error, and the
 * screen, mounting without data, reads once more (React Query's `retryOnMount`) and shows the fault in
 * place as it would without a loader.
 */
export function prefetchDetail(id: string, read: () => Promise<unknown>): Promise<void> | undefined {
  if (!isResourceId(id)) return undefined;
  let started: Promise<unknown>;
  try {
    started = read();
  } catch {
    return Promise.resolve();
  }
  return settleWithin(DETAIL_WAIT_MS, started);
}
