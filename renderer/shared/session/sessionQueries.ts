/**
 * The session (environment, key status, demo accounts; shared/contract/session.ts) and the calls that
 * change it. Shared: the shell's session bar and the settings screen both read and change it.
 */
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallInput, SessionInfo } from '../../../shared/contract/calls';
import { restartAllLists } from '../cursorList/cursorList';
import { isListKey } from '../cursorList/keys';
import { call } from '../transport';

/**
 * Query keys of the session (docs/architecture.md §Query keys): `['sessions', 'current']` for the
 * session in use and `['sessions', 'wait']` for the exchange's hold (renderer/app/ExchangeWait.tsx).
 * A session change refreshes neither.
 */
export const sessionKeys = {
  all: ['sessions'] as const,
  current: () => [...sessionKeys.all, 'current'] as const,
  wait: () => [...sessionKeys.all, 'wait'] as const,
};

/** The query-options factory for the session. It changes only through this app's own calls. */
export const sessionQueries = {
  info: () =>
    queryOptions({
      queryKey: sessionKeys.current(),
      queryFn: () => call('session.get', {}),
      staleTime: Infinity,
    }),
};

/** The session-changing calls, each answering the new SessionInfo. */
export type SessionChange =
  | { name: 'settings.setEnvironment'; input: CallInput<'settings.setEnvironment'> }
  | { name: 'keys.save'; input: CallInput<'keys.save'> }
  | { name: 'keys.remove'; input: CallInput<'keys.remove'> }
  | { name: 'keys.useDemo'; input: CallInput<'keys.useDemo'> };

/** Sends a session change (each of its calls answers the new SessionInfo). */
function run(change: SessionChange): Promise<SessionInfo> {
  return call(change.name, change.input);
}

/**
 * What follows a session change (docs/api.md §Lists and cursors, §Keys and environments): cursors and
 * transport stages depend on the key holder and the environment, so every cursor list starts over at
 * page 1 and every other query (details, ...) is invalidated, but the session's own (`sessionKeys.all`):
 * its new value is set here.
 */
export function afterSessionChange(queryClient: QueryClient, info: SessionInfo): void {
  queryClient.setQueryData(sessionKeys.current(), info);
  restartAllLists(queryClient);
  void queryClient.invalidateQueries({
    predicate: (query) => !isListKey(query.queryKey) && query.queryKey[0] !== sessionKeys.all[0],
  });
}

/** A mutation for one session change; on success, `afterSessionChange`. */
export function useSessionChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (info) => afterSessionChange(queryClient, info),
  });
}
