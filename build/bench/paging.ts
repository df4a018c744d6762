/**
 * Paging through the fetch layer (goal: 10 pages within 1.04 x the 9 x 400 ms floor the cursor-gap
 * rule sets, 0 responses 429 on the wire): the app's API client against an in-process sandbox, the
 * wire counted by a wrapping `fetch`. The sandbox answers one untimed request first, so its one-off
 * start costs (serializer compilation, JIT) do not count as paging.
 */
import { startSandbox } from '@dispatch/sandbox';
import { CURSOR_GAP_MS } from '../../shared/domain/vocabulary';
import { createApiClient } from '../../electron/services/api/client';

/** Pages fetched in a run. */
export const PAGES = 10;

/** Figures of paging runs: the best and worst ratio over the runs, 429s and requests on the wire. */
export interface PagingFigures {
  /** Wall time of each run, ms. */
  elapsedMs: number[];
  /** Each run's time over the floor (9 x 400 ms). */
  ratios: number[];
  wire429: number;
  wireRequests: number;
}

/** Fetches `PAGES` consecutive pages of `GET /listings`, `runs` times (a new client each). */
export async function benchPaging(runs = 3): Promise<PagingFigures> {
  const sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
  const figures: PagingFigures = { elapsedMs: [], ratios: [], wire429: 0, wireRequests: 0 };
  const countingFetch: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    figures.wireRequests += 1;
    if (response.status === 429) figures.wire429 += 1;
    return response;
  };
  try {
    await (await fetch(`${sandbox.apiBaseUrl}/listings?limit=1`)).text();
    for (let run = 0; run < runs; run++) {
      // A new client is a new app start: nothing remembered of the previous run's requests.
      const client = createApiClient({
        baseUrl: sandbox.apiBaseUrl,
        getKey: async () => null,
        fetch: countingFetch,
      });
      await new Promise((resolve) => setTimeout(resolve, CURSOR_GAP_MS + 100));
      const started = performance.now();
      let cursor: string | null = null;
      for (let page = 0; page < PAGES; page += 1) {
        const result: { nextCursor: string | null } = await client.get('/listings', {
          query: { cursor: cursor ?? undefined },
        });
        if (!result.nextCursor && page < PAGES - 1) throw new Error(`the list ended after ${page + 1} pages`);
        cursor = result.nextCursor;
      }
      const elapsedMs = performance.now() - started;
      figures.elapsedMs.push(elapsedMs);
      figures.ratios.push(elapsedMs / ((PAGES - 1) * CURSOR_GAP_MS));
    }
    return figures;
  } finally {
    await sandbox.close();
  }
}
