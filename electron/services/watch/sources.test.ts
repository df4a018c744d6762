import { describe, expect, it } from 'vitest';
import {
  WATCH_SOURCES,
  planPass,
  type WatchClient,
  type WatchedSearch,
  type WatchSourceKind,
} from './sources';

/** A client that records each call and answers an empty first page (or the listing for getOne). */
function recordingClient() {
  const calls: { path: string; params: unknown; options: unknown }[] = [];
  const client = {
    get: async (path: string, params: unknown, options: unknown) => {
      calls.push({ path, params, options });
      return { data: [], hasMore: false, nextCursor: null };
    },
    getOne: async (path: string, params: { path: { ref: string } }, options: unknown) => {
      calls.push({ path, params, options });
      return {
        ref: params.path.ref,
        status: 'closed',
        createdAt: '2026-11-25T08:00:00Z',
        transportStage: 'loading',
      };
    },
  } as unknown as WatchClient;
  return { client, calls };
}

const snapshots: Record<string, unknown> = {
  'my-listings': {
    listings: {
      'FX-AAAAAA': { status: 'published', stage: null },
      'FX-BBBBBB': { status: 'closed', stage: 'loading' },
      'FX-CCCCCC': { status: 'published', stage: null },
    },
  },
  'my-offers': {
    offers: {
      o1: { status: 'accepted', listingRef: 'FX-DDDDDD' },
      o2: { status: 'sent', listingRef: 'FX-EEEEEE' },
      o3: { status: 'accepted', listingRef: 'FX-FFFFFF' },
      o4: { status: 'accepted', listingRef: 'FX-DDDDDD' },
    },
  },
  'carried:FX-FFFFFF': { listings: { 'FX-FFFFFF': { status: 'closed', stage: 'delivered' } } },
};
const searches: WatchedSearch[] = [
  {
    id: 's1',
    name: 'RO → DE',
    kind: 'listings',
    filters: { fromCountry: 'RO', truckTypes: ['tautliner', 'van'] },
  },
  { id: 's2', name: 'Arad', kind: 'vehicles', filters: { fromCountry: 'RO', vehicle: 'van' } },
];
const context = {
  snapshot: <T>(key: string) => (snapshots[key] as T | undefined) ?? null,
  watchedSearches: searches,
  now: Date.UTC(2026, 10, 25, 9, 0, 0),
};
const all = new Set(Object.keys(WATCH_SOURCES) as WatchSourceKind[]);

describe('watch sources', () => {
  it('plans a pass in source order, the inbox first: received offers of published listings only, carried loads not yet delivered, each watched search', () => {
    expect(planPass(all, context).map((read) => read.key)).toEqual([
      'received-offers:FX-AAAAAA',
      'received-offers:FX-CCCCCC',
      'my-offers',
      'my-listings',
      'carried:FX-DDDDDD',
      'my-vehicles',
      'search:s1',
      'search:s2',
    ]);
  });

  it('plans only the sources that are on; nothing per listing before my listings were first read', () => {
    expect(planPass(new Set(['my_vehicles', 'saved_searches']), context).map((r) => r.key)).toEqual([
      'my-vehicles',
      'search:s1',
      'search:s2',
    ]);
    const empty = { snapshot: () => null, watchedSearches: [], now: context.now };
    expect(planPass(all, empty).map((r) => r.key)).toEqual(['my-offers', 'my-listings', 'my-vehicles']);
  });

  it('reads first pages only, 20 items, in the background lane, search filters as the search screens send them', async () => {
    const { client, calls } = recordingClient();
    for (const read of planPass(all, context)) await read.fetch(client);
    const background = { background: true };
    expect(calls).toEqual([
      {
        path: '/listings/{ref}/offers',
        params: { path: { ref: 'FX-AAAAAA' }, query: { limit: 20 } },
        options: background,
      },
      {
        path: '/listings/{ref}/offers',
        params: { path: { ref: 'FX-CCCCCC' }, query: { limit: 20 } },
        options: background,
      },
      { path: '/offers/mine', params: { query: { limit: 20 } }, options: background },
      { path: '/listings/mine', params: { query: { limit: 20 } }, options: background },
      { path: '/listings/{ref}', params: { path: { ref: 'FX-DDDDDD' } }, options: background },
      { path: '/vehicles/mine', params: { query: { limit: 20 } }, options: background },
      {
        path: '/listings',
        params: { query: { fromCountry: 'RO', truckTypes: 'tautliner,van', limit: 20 } },
        options: background,
      },
      {
        path: '/vehicles',
        params: { query: { fromCountry: 'RO', vehicle: 'van', limit: 20 } },
        options: background,
      },
    ]);
    expect(calls.some((call) => JSON.stringify(call.params).includes('cursor'))).toBe(false);
  });

  it('diffs a carried load as a one-item page, telling its stage', async () => {
    const { client } = recordingClient();
    const carried = planPass(new Set(['carried_loads']), context)[0]!;
    const page = await carried.fetch(client);
    const result = carried.diff({ listings: { 'FX-DDDDDD': { status: 'closed', stage: 'assigned' } } }, page);
    expect(result.events.map((e) => e.id)).toEqual(['listing.stage_changed:FX-DDDDDD:loading']);
  });

  it('declares the permission each source needs', () => {
    expect(WATCH_SOURCES).toEqual({
      received_offers: { permissions: ['listings:read', 'offers:read'] },
      my_offers: { permissions: ['offers:read'] },
      my_listings: { permissions: ['listings:read'] },
      carried_loads: { permissions: ['offers:read'] },
      my_vehicles: { permissions: ['vehicles:read'] },
      saved_searches: { permissions: [] },
    });
  });
});
