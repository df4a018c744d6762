import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client. No automatic retries (main already retries what is safe to retry, and a
 * list page must never re-send a used cursor by itself), no refetch on window focus. Per-resource
 * options (list pages: `staleTime: Infinity`) live in each feature's query-options factory. Network mode
 * `always`: the main process, not the browser's online flag, decides what a network error is.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
