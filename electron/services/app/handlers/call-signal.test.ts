/**
 * Every handler that reads the exchange passes its call's `signal` to the client (docs/api.md
 * §Rate limits, issue 52): a withdrawn call sends nothing more, not even after a 429's hold.
 */
import { describe, expect, it } from 'vitest';
import type { CallName } from '../../../../shared/contract/calls';
import type { ServiceContext } from '../context';
import { handlerGroups } from '../services';

/** Each call that reads the exchange, with an input it accepts. */
const EXCHANGE_READS: [CallName, unknown][] = [
  ['listings.search', { filters: {}, cursor: null, limit: 20 }],
  ['listings.get', { ref: 'FX-AAAAAA' }],
  ['listings.mine', { cursor: null, limit: 20 }],
  ['vehicles.search', { filters: {}, cursor: null, limit: 20 }],
  ['vehicles.get', { id: 'v-1' }],
  ['vehicles.mine', { cursor: null, limit: 20 }],
  ['offers.forListing', { ref: 'FX-AAAAAA', cursor: null, limit: 20 }],
  ['offers.mine', { cursor: null, limit: 20 }],
  ['offers.get', { id: 'o-1' }],
  ['offers.inbox', { refs: ['FX-AAAAAA', 'FX-BBBBBB'] }],
  ['companies.get', { id: 'c-1' }],
  ['events.types', undefined],
  ['keys.probe', undefined],
  ['costs.estimate', { from: 'a', to: 'b' }],
  ['places.search', { q: 'Cluj' }],
];

describe('the exchange-reading handlers', () => {
  it("pass the call's signal to every client read", async () => {
    const seen: (AbortSignal | undefined)[] = [];
    const read = async (_path: string, _params: unknown, options?: { signal?: AbortSignal }) => {
      seen.push(options?.signal);
      return { data: [], hasMore: false, nextCursor: null };
    };
    const client = {
      baseUrl: 'http://api.test/v1',
      server: 'remote',
      get: read,
      getOne: read,
      waitingUntil: () => null,
    };
    const context = {
      client: async () => client,
      session: { hasKey: async () => true },
      desk: () => ({ seenMarks: { unseen: () => [] } }),
      gazetteer: { askAgainAs: () => null, remember: () => {}, rank: () => [] },
    } as unknown as ServiceContext;
    const groups = Object.values(handlerGroups).map((factory) => factory(context));
    for (const [name, input] of EXCHANGE_READS) {
      const handler = groups.find((group) => name in group)?.[name as never] as
        ((input: unknown, call: { signal: AbortSignal }) => Promise<unknown>) | undefined;
      expect(handler, name).toBeTypeOf('function');
      const { signal } = new AbortController();
      seen.length = 0;
      await handler!(input, { signal }).catch(() => {}); // only what reached the client matters here
      expect(seen.length, name).toBeGreaterThan(0);
      expect(
        seen.every((s) => s === signal),
        name,
      ).toBe(true);
    }
  });
});
