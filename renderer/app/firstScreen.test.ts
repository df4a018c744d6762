/**
 * The reads sent before the app's modules run (./firstScreen.ts) must be exactly reads the routes'
 * loaders then make: anything else would be a read of the exchange's limits spent for nothing. These
 * cases run the real routes' loaders for each kind of first address and compare.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeTransport, makeSession } from '../test/fakeTransport';
import { firstReadsFor, opensOnListings } from './firstScreen';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';

let restore: (() => void) | undefined;
afterEach(() => restore?.());

/** The calls the routes' loaders make when the app opens on `path` (memory history, no render). */
async function loaderCalls(path: string) {
  const fake = installFakeTransport({
    'session.get': () => makeSession(),
    'listings.search': () => ({ data: [], hasMore: false, nextCursor: null }),
    'vehicles.search': () => ({ data: [], hasMore: false, nextCursor: null }),
  });
  restore = fake.restore;
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), createQueryClient());
  await router.load();
  return fake.calls.map(({ name, input }) => ({ name, input }));
}

/** Page 1 of Listings unfiltered and the session, or the session alone. */
const BOTH = ['listings.search', 'session.get'];
const SESSION = ['session.get'];

describe('the first reads', () => {
  it.each([
    ['the start', '', '/', BOTH],
    ['#/', '#/', '/', BOTH],
    ['#/listings', '#/listings', '/listings', BOTH],
    ['a filter in the address', '#/listings?fromCountry=%22RO%22', '/listings?fromCountry=%22RO%22', SESSION],
    ['another screen', '#/vehicles', '/vehicles', SESSION],
    ['a listing open', '#/listings/FX-7K2M9Q', '/listings/FX-7K2M9Q', SESSION],
  ])(
    '%s: the session, page 1 of Listings only when it opens unfiltered, each as the loaders ask it',
    async (_name, hash, path, names) => {
      const reads = firstReadsFor(hash);
      expect(reads.map((read) => read.name).sort()).toEqual(names);
      expect(await loaderCalls(path)).toEqual(expect.arrayContaining(reads));
    },
    20_000,
  );
});

describe('the first screen', () => {
  // the address; whether it opens on Listings (its table's chunk is asked for with the first reads)
  it.each([
    ['', true],
    ['#/', true],
    ['#/listings', true],
    ['#/listings?fromCountry=%22RO%22', true],
    ['#/listings/FX-7K2M9Q', true],
    ['#/listingsx', false],
    ['#/vehicles', false],
    ['#/cost-estimate', false],
  ])('%s opens on Listings: %s', (hash, listings) => {
    expect(opensOnListings(hash)).toBe(listings);
  });
});
