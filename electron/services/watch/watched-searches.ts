/**
 * The saved searches the watch reads (issue 18 §3 "A Watch switch per saved search"): those whose
 * `watch` is on and whose filters today's schema reads (a search with a `filtersProblem` is skipped:
 * its filters cannot be sent). docs/watch.md "What is watched".
 */
import type { SavedSearch } from '../../../shared/contract/desk';
import type { WatchedSearch } from './sources';

/** The watched searches among `searches`, in the given order, as the watch's sources take them. */
export function watchedSearches(searches: readonly SavedSearch[]): WatchedSearch[] {
  const watched: WatchedSearch[] = [];
  for (const search of searches) {
    if (!search.watch || search.filters === null) continue;
    watched.push(
      search.kind === 'listings'
        ? { id: search.id, name: search.name, kind: 'listings', filters: search.filters }
        : { id: search.id, name: search.name, kind: 'vehicles', filters: search.filters },
    );
  }
  return watched;
}
