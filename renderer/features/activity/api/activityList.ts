/**
 * The activity log as the Activity screen reads it (shared/contract/activity.ts): `activity.list`
 * newest first, 50 at a time, "Show older" reading before the oldest `seq` shown (`beforeSeq`), of the
 * kinds chosen; and the calls that mark entries read and start a pass. All local calls, except that
 * `watch.checkNow` asks the watch to read the exchange within its budget.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ActivityOutputs } from '../../../../shared/contract/activity';
import { activityKeys } from '../../../shared/notify/activityQueries';
import { call } from '../../../shared/transport';

/** Entries a page (the contract's default). */
export const ACTIVITY_PAGE_SIZE = 50;

/** The log's entries of `types` (all kinds when empty), page after page going back in time. */
export function useActivityList(types: readonly string[]) {
  return useInfiniteQuery({
    queryKey: activityKeys.list(types),
    queryFn: ({ pageParam }) =>
      call('activity.list', {
        limit: ACTIVITY_PAGE_SIZE,
        ...(pageParam === undefined ? {} : { beforeSeq: pageParam }),
        ...(types.length > 0 ? { types: [...types] } : {}),
      }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last: ActivityOutputs['activity.list']) => last.nextBeforeSeq ?? undefined,
    staleTime: 0,
  });
}

/** After a mark: the counts and the lists are read again (both local). */
function useAfterMark() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: activityKeys.summary() });
    void queryClient.invalidateQueries({ queryKey: activityKeys.lists() });
  };
}

/** Marks entries read (an entry opened from the screen). */
export function useMarkRead() {
  const after = useAfterMark();
  return useMutation({
    mutationFn: (ids: string[]) => call('activity.markRead', { ids }),
    onSuccess: after,
  });
}

/** Marks every entry read ("Mark all as read"). */
export function useMarkAllRead() {
  const after = useAfterMark();
  return useMutation({ mutationFn: () => call('activity.markAllRead', {}), onSuccess: after });
}

/** "Check now": a pass within the budget; the summary then shows the new state. */
export function useCheckNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('watch.checkNow', {}),
    onSuccess: (status) => {
      queryClient.setQueryData(
        activityKeys.summary(),
        (old: ActivityOutputs['activity.summary'] | undefined) => (old ? { ...old, watch: status } : old),
      );
    },
  });
}
