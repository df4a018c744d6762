/**
 * The client against the real sandbox: paging as fast as the code allows must never meet a 429 (the
 * paging gate) and must not wait longer than needed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@dispatch/sandbox';
import { CURSOR_GAP_MS } from '../../../shared/domain/vocabulary';
import { createApiClient, type GetResult } from './client';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  // Warm the server up (JIT, first query) so the timing below measures paging, not a cold start.
  await (await fetch(`${sandbox.apiBaseUrl}/listings?limit=1`)).text();
}, 30_000);
afterAll(async () => {
  await sandbox.close();
});

describe('api client against the sandbox', () => {
  it.each([
    ['anonymous', () => null],
    ['with a demo key', () => sandbox.demoKeys.find((d) => !d.revoked)!.key],
  ])(
    'fetches 5 consecutive pages %s with no 429 on the wire, in little more than 4 gaps',
    async (_, key) => {
      const statuses: number[] = [];
      const countingFetch: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        statuses.push(response.status);
        return response;
      };
      const api = createApiClient({
        baseUrl: sandbox.apiBaseUrl,
        getKey: async () => key(),
        fetch: countingFetch,
      });
      const refs: string[] = [];
      const started = performance.now();
      let cursor: string | null = null;
      for (let i = 0; i < 5; i++) {
        const page: GetResult<'/listings'> = await api.get('/listings', {
          query: { cursor: cursor ?? undefined },
        });
        refs.push(...page.data.map((l) => l.ref));
        cursor = page.nextCursor;
        expect(cursor).not.toBeNull();
      }
      const elapsed = performance.now() - started;
      expect(statuses).toEqual([200, 200, 200, 200, 200]);
      expect(refs).toHaveLength(100);
      expect(new Set(refs).size).toBe(100);
      // spaced by the gate (how close to the floor it gets is the paging bench's figure, not a test's)
      expect(elapsed).toBeGreaterThan(4 * CURSOR_GAP_MS);
    },
    15_000,
  );

  it('maps a real 400 with its fields', async () => {
    const api = createApiClient({ baseUrl: sandbox.apiBaseUrl, getKey: async () => null });
    const error = await api
      .get('/listings', { query: { limit: 50 } })
      .catch((e: { appError: unknown }) => e.appError);
    expect(error).toMatchObject({
      kind: 'invalid_request',
      status: 400,
      fields: [{ path: 'query.limit', code: 'out_of_range' }],
    });
  });
});
