/**
 * The session (environment, key status, demo accounts) and the calls that change it
 * (`settings.setEnvironment`, `keys.save`, `keys.remove`, `keys.useDemo`; shared/contract/calls.ts).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput, SessionInfo } from '../../../../shared/contract/calls';
import { call } from '../../../shared/transport';

/** Query keys of the session. */
export const sessionKeys = { info: ['session'] as const };

/** The query-options factory for the session. It changes only through this app's own calls. */
export const sessionQueries = {
  info: () =>
    queryOptions({
      queryKey: sessionKeys.info,
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

function run(change: SessionChange): Promise<SessionInfo> {
  switch (change.name) {
    case 'settings.setEnvironment':
      return call(change.name, change.input);
    case 'keys.save':
      return call(change.name, change.input);
    case 'keys.remove':
      return call(change.name, change.input);
    case 'keys.useDemo':
      return call(change.name, change.input);
  }
}

/**
 * A mutation for one session change. On success the new SessionInfo goes into the cache and
 * `onChanged` runs (the shell restarts the search and invalidates queries: cursors and stages depend
 * on the holder, spec 5 / DECISIONS "Lists and cursors").
 */
export function useSessionChange(onChanged: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (info) => {
      queryClient.setQueryData(sessionKeys.info, info);
      onChanged();
    },
  });
}
