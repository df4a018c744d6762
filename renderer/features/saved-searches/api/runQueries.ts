/**
 * Re-running a saved search (README.md §The screens): its results through `listings.search` or
 * `vehicles.search` with the saved filters, one keyset list named `saved-search-results` (the
 * cursor-list kit: manual paging, no prefetch; docs/api.md §Lists and cursors), and which results of
 * a page are new: not seen in that search's earlier runs (seen marks of scope `search:<id>`, local).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Listing, Vehicle } from '../../../../shared/api/types';
import type { ListingFilters, VehicleFilters } from '../../../../shared/contract/calls';
import { createCursorList, type CursorPage } from '../../../shared/cursorList/cursorList';
import { seenMarkKeys } from '../../listings';
import { call } from '../../../shared/transport';

/**
 * One run of one saved search: its id and filters, and `run` (when the run started, ms since epoch),
 * so each run is a search of its own, read from the first page afresh, never from pages of an
 * earlier run.
 */
export type RunTarget = { id: string; run: number } & (
  { kind: 'listings'; filters: ListingFilters } | { kind: 'vehicles'; filters: VehicleFilters }
);

/** A result row: a published listing or a free vehicle. */
export type RunResult = Listing | Vehicle;

/** The list made before any run (never fetched: the screen always gives a real target). */
const NO_RUN: RunTarget = { id: '', run: 0, kind: 'listings', filters: {} };

/** The results of the saved search being run, page by page. */
export const savedSearchResults = createCursorList<RunTarget, RunResult>({
  name: 'saved-search-results',
  initialFilters: NO_RUN,
  fetchPage: (target, cursor): Promise<CursorPage<RunResult>> =>
    target.kind === 'listings'
      ? call('listings.search', { filters: target.filters, cursor })
      : call('vehicles.search', { filters: target.filters, cursor }),
});

/** The id a result is known by, in seen marks and in its link: a listing's ref, a free vehicle's id. */
export function resultId(result: RunResult): string {
  return 'ref' in result ? result.ref : result.id;
}

/** The seen-marks scope of a saved search's results. */
export function searchScope(searchId: string): string {
  return `search:${searchId}`;
}

/**
 * Which of one page's results are new, asked once per run and page: `seen.unseen` first (those never
 * marked in scope `search:<id>`), less the watch's baseline of the search (`savedSearches.watchBaseline`:
 * what the watch found already there and never told, so a watched search's first run marks New only
 * what the watch did not already hold; issue 53 §6), then `seen.mark` for all of them, so the next run
 * finds them seen. Kept for the run (Previous page shows the same marks); never retried (a second ask
 * would find everything already marked). Resolves to the new ids, in page order.
 */
export function newResultsQuery(target: RunTarget, ids: readonly string[]) {
  const scope = searchScope(target.id);
  return queryOptions({
    queryKey: seenMarkKeys.run(scope, target.run, ids),
    queryFn: async () => {
      const [unseen, baseline] = await Promise.all([
        call('seen.unseen', { scope, ids: [...ids] }),
        call('savedSearches.watchBaseline', { id: target.id }),
      ]);
      if (ids.length > 0) await call('seen.mark', { scope, ids: [...ids] });
      const held = new Set(baseline);
      return unseen.filter((id) => !held.has(id));
    },
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
