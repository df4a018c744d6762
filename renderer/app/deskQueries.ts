/**
 * The local database's state at start (`desk.status`, shared/contract/desk.ts): whether the file found
 * was unusable and moved aside. One query-options factory (docs/architecture.md §Query keys):
 *
 *   ['desks']             every read of the desk's state
 *   ['desks', 'status']   the problem found at start, or null
 *
 * Read once per start: main decides it when the database is first opened, and it never changes after.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../shared/transport';

/** The query keys of the desk's state. */
export const deskKeys = {
  all: ['desks'] as const,
  status: () => [...deskKeys.all, 'status'] as const,
};

/** The query-options factory of the desk's state. */
export const deskQueries = {
  /** `{ problem }`: the database problem found at start (a `DeskProblem`), or null. Never stale. */
  status: () =>
    queryOptions({
      queryKey: deskKeys.status(),
      queryFn: () => call('desk.status', {}),
      staleTime: Infinity,
      retry: false,
    }),
};
