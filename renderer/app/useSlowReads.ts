import type { Query, QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/**
 * True once a read matched by `counts` has been under way for `ms` (ms) without a pause; false again as
 * soon as none is. It listens to the query cache itself instead of `useIsFetching`, so a read that
 * ends sooner renders nothing: `useIsFetching` renders its component when the first read starts and
 * again when the last one ends, each place look-up and each page included (docs/benchmarks.md §The place
 * autocomplete). Used by ExchangeWait (docs/api.md §Rate limits).
 */
export function useSlowReads(client: QueryClient, ms: number, counts: (query: Query) => boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lasted = false;
    const check = () => {
      const reading = client.isFetching({ predicate: counts }) > 0;
      if (reading && timer === undefined && !lasted) {
        timer = setTimeout(() => {
          timer = undefined;
          lasted = true;
          setSlow(true);
        }, ms);
      } else if (!reading) {
        clearTimeout(timer);
        timer = undefined;
        if (lasted) {
          lasted = false;
          setSlow(false);
        }
      }
    };
    check();
    const unsubscribe = client.getQueryCache().subscribe(check);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [client, ms, counts]);
  return slow;
}
