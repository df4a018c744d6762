/**
 * The permission probe (`keys.probe`, shared/contract/session.ts): for the key in use, each probed
 * permission's cheapest route tried once with `limit=1` (docs/api.md §Keys and environments). Its key
 * (`settingsKeys.probe`, renderer/shared/settings/settingsKeys.ts) names the environment's origin and
 * the key in use, so another key is probed afresh; a session change invalidates it too
 * (renderer/shared/session).
 */
import { queryOptions } from '@tanstack/react-query';
import type { SessionInfo } from '../../../../shared/contract/calls';
import { settingsKeys } from '../../../shared/settings/settingsKeys';
import { call } from '../../../shared/transport';

/** The query-options factory of the settings feature. */
export const settingsQueries = {
  /** The probe of the key in use; run only when a key is in use, never retried, kept 1 minute. */
  probe: (session: SessionInfo) =>
    queryOptions({
      queryKey: settingsKeys.probe(session),
      queryFn: ({ signal }) => call('keys.probe', {}, { signal }),
      enabled: session.key.kind !== null,
      retry: false,
      staleTime: 60_000,
    }),
};
