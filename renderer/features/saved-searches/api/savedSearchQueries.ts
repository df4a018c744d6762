/**
 * Saved searches (README.md §The screens) through the contract calls `savedSearches.list/create/rename/
 * delete/markRun/setWatch` (shared/contract/desk.ts): kept in the app's local database, never sent to the
 * exchange. One query-options factory; every write invalidates every saved-search query, so the list
 * (and its "last run") shows the stored truth once the write is on disk.
 *
 *   ['savedSearches']                 every saved-search query
 *   ['savedSearches', 'list', kind]   the list of one kind (`all`: both kinds), by name
 *   ['savedSearches', 'reposts', id]  the reposts the watch folded in one search
 *
 * (docs/architecture.md §Query keys)
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { NewSavedSearch, SavedSearch, SavedSearchKind } from '../../../../shared/contract/calls';
import { call } from '../../../shared/transport';

/** The query keys of saved searches. */
export const savedSearchKeys = {
  all: ['savedSearches'] as const,
  lists: () => [...savedSearchKeys.all, 'list'] as const,
  list: (kind: SavedSearchKind | 'all' = 'all') => [...savedSearchKeys.lists(), kind] as const,
  reposts: (id: string) => [...savedSearchKeys.all, 'reposts', id] as const,
};

/** The query-options factory of saved searches. */
export const savedSearchQueries = {
  /** The saved searches of `kind` (default: both kinds), sorted by name as the store sorts them. */
  list: (kind: SavedSearchKind | 'all' = 'all') =>
    queryOptions({
      queryKey: savedSearchKeys.list(kind),
      queryFn: () => call('savedSearches.list', kind === 'all' ? {} : { kind }),
      staleTime: 0,
      retry: false,
    }),
  /**
   * The reposts the watch folded in a watched search, by the new ref (docs/watch.md §Saved searches as
   * alerts).
   */
  reposts: (id: string) =>
    queryOptions({
      queryKey: savedSearchKeys.reposts(id),
      queryFn: () => call('savedSearches.reposts', { id }),
      staleTime: 0,
      retry: false,
    }),
};

/**
 * The write calls, each resolving to what the store answered.
 * @throws AppCallError as `call` does; a name another saved search of the same kind already has
 * (ignoring case) is `invalid_input` with the field problem `{ path: 'name', code: 'duplicate_name' }`.
 */
export const savedSearchWrites = {
  create: (input: NewSavedSearch): Promise<SavedSearch> => call('savedSearches.create', input),
  rename: (id: string, name: string): Promise<SavedSearch> => call('savedSearches.rename', { id, name }),
  remove: (id: string): Promise<{ id: string }> => call('savedSearches.delete', { id }),
  markRun: (id: string): Promise<SavedSearch> => call('savedSearches.markRun', { id }),
  /** Switches the search's Watch on or off (docs/watch.md §Saved searches as alerts). */
  setWatch: (id: string, watch: boolean): Promise<SavedSearch> =>
    call('savedSearches.setWatch', { id, watch }),
};

/** After a write: every saved-search query is read again when next shown. */
export function invalidateSavedSearches(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: savedSearchKeys.all });
}
