import {
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { AppError } from '../../../shared/contract/errors';
import { toAppError } from '../transport';

type Placeholder<T, TKey extends QueryKey> = UseQueryOptions<T, Error, T, TKey>['placeholderData'];

/** What the read of one open item came to (`useDetailRead`), as `DetailSection` shows it. */
export interface DetailRead<T> {
  /** The item to show: the read's answer, or the row a page already shows while it loads; never while gone. */
  item: T | undefined;
  /** The id or ref can be one: only then is anything read, or Refresh offered. */
  wellFormed: boolean;
  /** The item is not there: a 404, or an id or ref that cannot be one. */
  gone: boolean;
  /** Any failure of the read (a 404 included). */
  error: AppError | null;
  /** Nothing to show yet. */
  loading: boolean;
  /** A read is under way. */
  fetching: boolean;
  /** Reads the item again, unless a read is under way or the id cannot be one (Refresh, `r`). */
  refresh: () => void;
  /** Reads the item again (the state line's Try again). */
  tryAgain: () => void;
}

/**
 * The read of the item open beside a search's results (a listing, a free vehicle; docs/architecture.md
 * §The search-screen kit): its `detail` query, read only for a `wellFormed` id, showing at once the row
 * a page of the search already holds (`fromPages`) while the detail loads.
 */
export function useDetailRead<T, TKey extends QueryKey>(
  detail: UseQueryOptions<T, Error, T, TKey>,
  wellFormed: boolean,
  fromPages: (queryClient: QueryClient) => T | undefined,
): DetailRead<T> {
  const queryClient = useQueryClient();
  // the cast: TanStack's type keeps a function out of the placeholder's data (`NonFunctionGuard`), which
  // it cannot tell of a generic T
  const placeholderData = (() => fromPages(queryClient)) as Placeholder<T, TKey>;
  const query = useQuery({ ...detail, enabled: wellFormed, placeholderData });
  const error = query.isError ? toAppError(query.error) : null;
  const gone = !wellFormed || error?.kind === 'not_found';
  const item = gone ? undefined : query.data;
  return {
    item,
    wellFormed,
    gone,
    error,
    loading: !item && query.isPending,
    fetching: query.isFetching,
    refresh: () => {
      if (wellFormed && !query.isFetching) void query.refetch();
    },
    tryAgain: () => void query.refetch(),
  };
}
