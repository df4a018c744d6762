/**
 * Seen and hidden listings (docs/watch.md §Seen and hidden loads), through the desk's contract calls
 * (shared/contract/desk.ts), kept in the app's local database and never sent to the exchange:
 * - **opened**: a listing whose page or panel was opened is seen in every list (seen marks of scope
 *   `opened`: `seen.mark` when it opens, `seen.unseen` to tell which rows of a page were opened);
 * - **hidden**: "Hide this load" (`hiddenLoads.hide`), shown again with `hiddenLoads.unhide`; lists
 *   leave hidden loads out, and the watch never tells them.
 *
 *   ['seenMarks', 'opened', refs]   which of a page's refs were opened (seenMarkKeys.ts)
 *   ['hiddenLoads', 'list']         every hidden load, newest first
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { HiddenLoad } from '../../../../shared/contract/calls';
import { seenMarkKeys } from './seenMarkKeys';
import { call } from '../../../shared/transport';

/** The seen-marks scope of listings whose page or panel was opened. */
export const OPENED_SCOPE = 'opened';

/** The query keys of hidden loads (docs/architecture.md §Query keys); seen marks: `seenMarkKeys`. */
export const hiddenLoadKeys = {
  all: ['hiddenLoads'] as const,
  lists: () => [...hiddenLoadKeys.all, 'list'] as const,
};

/** The query-options factory of seen and hidden listings. */
export const listingMarkQueries = {
  /** Of `refs` (a page's), those opened before, in the given order. */
  opened: (refs: readonly string[]) =>
    queryOptions({
      queryKey: seenMarkKeys.of(OPENED_SCOPE, refs),
      queryFn: async (): Promise<string[]> => {
        if (refs.length === 0) return [];
        const unseen = new Set(await call('seen.unseen', { scope: OPENED_SCOPE, ids: [...refs] }));
        return refs.filter((ref) => !unseen.has(ref));
      },
      staleTime: 60_000,
      retry: false,
    }),
  /** Every hidden load, newest first. */
  hidden: () =>
    queryOptions({
      queryKey: hiddenLoadKeys.lists(),
      queryFn: (): Promise<HiddenLoad[]> => call('hiddenLoads.list', {}),
      staleTime: Infinity,
      retry: false,
    }),
};

/**
 * Records that listing `ref` was opened (its page or panel shown), then has every "opened" query read
 * again. A failure is swallowed: a missing seen mark is not worth a message.
 */
export async function markOpened(queryClient: QueryClient, ref: string): Promise<void> {
  try {
    const { added } = await call('seen.mark', { scope: OPENED_SCOPE, ids: [ref] });
    if (added > 0) await queryClient.invalidateQueries({ queryKey: seenMarkKeys.scope(OPENED_SCOPE) });
  } catch {
    // the mark is a convenience; the listing shows all the same
  }
}

/**
 * The hidden-load writes, each resolving once on disk, then every hidden-load query read again.
 * @throws AppCallError as `call` does.
 */
export const hiddenLoadWrites = {
  hide: async (queryClient: QueryClient, ref: string, route: string | null): Promise<HiddenLoad> => {
    const hidden = await call('hiddenLoads.hide', { ref, route });
    await queryClient.invalidateQueries({ queryKey: hiddenLoadKeys.all });
    return hidden;
  },
  unhide: async (queryClient: QueryClient, ref: string): Promise<void> => {
    await call('hiddenLoads.unhide', { ref });
    await queryClient.invalidateQueries({ queryKey: hiddenLoadKeys.all });
  },
};
