/**
 * The saved searches the watch reads (docs/watch.md §Saved searches as alerts): those whose
 * `watch` is on and whose filters today's schema reads (a search with a `filtersProblem` is skipped:
 * its filters cannot be sent). docs/watch.md "What is watched".
 *
 * Relative dates (docs/watch.md §Saved searches as alerts, shared/domain/relative-dates.ts) are resolved on
 * each read, not once: a watched search's `filters` is a getter that resolves them against the day it is
 * read (`today()`, by default the day on this machine's wall calendar, the user's time zone), so a
 * search "from tomorrow" taken at 23:59 reads the right days after midnight without being taken again.
 */
import { filtersForRun, type SavedSearch } from '../../../shared/contract/desk';
import { todayIn } from '../../../shared/domain/relative-dates';
import type { Desk } from '../db/desk';
import type { WatchedSearchRef } from './diff';
import type { WatchedSearch } from './sources';

/** Options of {@link watchedSearches}. */
export interface WatchedSearchesOptions {
  /** The day a read runs on, `YYYY-MM-DD` (default: `todayIn(new Date())`, this machine's time zone). */
  today?: () => string;
  /**
   * Whether the user hid a listing or vehicle ("Hide this load", docs/watch.md §Seen and hidden loads): such
   * items are never told (diff.ts `diffSearch`). Default: none hidden. With the desk: `desk.hiddenLoads.has`.
   */
  isHidden?: (id: string) => boolean;
}

/** The watched searches among `searches`, in the given order, as the watch's sources take them. */
export function watchedSearches(
  searches: readonly SavedSearch[],
  options: WatchedSearchesOptions = {},
): (WatchedSearch & WatchedSearchRef)[] {
  const today = options.today ?? (() => todayIn(new Date()));
  const watched: (WatchedSearch & WatchedSearchRef)[] = [];
  for (const search of searches) {
    if (!search.watch || search.filters === null) continue;
    // the filters of the search's own kind (a listing search's are ListingFilters)
    watched.push({
      id: search.id,
      name: search.name,
      kind: search.kind,
      isHidden: options.isHidden,
      get filters() {
        return filtersForRun(search, today());
      },
    } as WatchedSearch & WatchedSearchRef);
  }
  return watched;
}

/**
 * The watched searches of the desk, as the watch engine takes them: its saved searches with Watch on,
 * relative dates resolved on each read, and its hidden loads never told (`isHidden` asks the database
 * on each diff, so hiding or showing a load needs nothing more). Call it again after a saved search
 * changes (`savedSearches.setWatch`, `.create`, `.rename`, `.delete`).
 */
export function watchedSearchesOfDesk(
  desk: Pick<Desk, 'savedSearches' | 'hiddenLoads'>,
  options: Omit<WatchedSearchesOptions, 'isHidden'> = {},
): (WatchedSearch & WatchedSearchRef)[] {
  return watchedSearches(desk.savedSearches.list(), {
    ...options,
    isHidden: (id) => desk.hiddenLoads.has(id),
  });
}
