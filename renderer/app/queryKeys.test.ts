/**
 * Every query-keys factory keeps the one shape (docs/architecture.md §Query keys): a plural root written
 * once (`all`), `[root, 'detail', id]` for one item, `[root, 'list', params]` for a list, every other key
 * under its root. The cursor pages (`['list', name, 'page', ...]`) are their own family, tested in
 * renderer/shared/cursorList. Each factory is imported by name: a new one is added here.
 */
import { hashKey, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { SessionInfo } from '../../shared/contract/calls';
import { companyKeys } from '../features/companies/api/companyQueries';
import { costEstimateKeys } from '../features/cost-estimate/api/costEstimateQueries';
import { eventKeys } from '../features/events/api/eventQueries';
import { offerKeys } from '../features/offers/api/offerQueries';
import { vehicleKeys } from '../features/vehicles/api/vehicleQueries';
import { makeSession } from '../test/fakeTransport';
import { deskKeys } from './deskQueries';
import { LIST_KEY_ROOT } from '../shared/cursorList/keys';
import { hiddenLoadKeys } from '../features/listings/api/listingMarksQueries';
import { listingKeys } from '../features/listings/api/listingDetailQuery';
import { noteKeys } from '../features/notes/api/noteQueries';
import { activityKeys } from '../shared/notify/activityQueries';
import { placeKeys } from '../shared/places/placeQueries';
import { savedSearchKeys } from '../features/saved-searches/api/savedSearchQueries';
import { seenMarkKeys } from '../features/listings/api/seenMarkKeys';
import { sessionKeys } from '../shared/session/sessionQueries';
import { settingsKeys } from '../shared/settings/settingsKeys';
import { truckKeys } from '../shared/trucks/myTrucks';

type KeyFn = (...args: never[]) => QueryKey;
type Factory = { all: readonly [string] } & Record<string, QueryKey | KeyFn>;

const session: SessionInfo = makeSession();

/** Sample arguments for each key function that takes some (by factory, by function name). */
const ARGS: Record<string, Record<string, unknown[]>> = {
  listingKeys: { detail: ['FX-7K2M9Q'] },
  vehicleKeys: { detail: ['v1'] },
  companyKeys: { detail: ['c1'] },
  offerKeys: { inbox: [['FX-7K2M9Q']], detail: ['o1'] },
  costEstimateKeys: { detail: [{ from: 'cluj-napoca', to: 'munchen' }] },
  noteKeys: { list: ['tag'], detail: [{ kind: 'listing', id: 'FX-7K2M9Q' }] },
  savedSearchKeys: { list: ['listings'], reposts: ['s1'] },
  activityKeys: { list: [['offer.received']] },
  placeKeys: {
    search: ['Cluj'],
    coordinates: [['RO:cluj-napoca']],
    deadhead: ['cluj-napoca', 'RO:oradea'],
    deadheadRows: ['cluj-napoca', ['FX-7K2M9Q']],
    routeSlugs: [
      { from: { country: 'RO', city: 'Călinești' }, to: { country: 'RO', city: 'Ipotești' }, km: 94 },
    ],
    names: ['ro', ['AT|Wien']],
  },
  seenMarkKeys: { scope: ['opened'], of: ['opened', ['FX-7K2M9Q']], run: ['search:s1', 1, ['FX-7K2M9Q']] },
  settingsKeys: { probe: [session] },
};

const FACTORIES: Record<string, Factory> = {
  listingKeys,
  vehicleKeys,
  companyKeys,
  offerKeys,
  costEstimateKeys,
  eventKeys,
  noteKeys,
  savedSearchKeys,
  activityKeys,
  placeKeys,
  hiddenLoadKeys,
  seenMarkKeys,
  sessionKeys,
  settingsKeys,
  deskKeys,
  truckKeys,
} as unknown as Record<string, Factory>;

/** Every key a factory makes, by member name (functions called with their sample arguments). */
function keysOf(name: string, factory: Factory): [string, QueryKey][] {
  return Object.entries(factory).map(([member, value]) => {
    if (typeof value !== 'function') return [member, value];
    const args = ARGS[name]?.[member] ?? [];
    expect(value.length, `${name}.${member} takes arguments: give samples in ARGS`).toBeLessThanOrEqual(
      args.length,
    );
    return [member, (value as (...a: unknown[]) => QueryKey)(...args)];
  });
}

/** A plural root: one camelCase word or compound ending in "s" (`listings`, `savedSearches`, `settings`). */
const PLURAL_ROOT = /^[a-z][A-Za-z]*s$/;

describe('query keys', () => {
  it.each(Object.entries(FACTORIES))('%s: one plural root, written once as `all`', (name, factory) => {
    expect(Array.isArray(factory.all) && factory.all.length === 1, `${name}.all is [root]`).toBe(true);
    const root = factory.all[0];
    expect(root, `${name}'s root`).toMatch(PLURAL_ROOT);
    expect(root).not.toBe(LIST_KEY_ROOT);
    for (const [member, key] of keysOf(name, factory)) {
      expect(key[0], `${name}.${member} is under ${root}`).toBe(root);
    }
  });

  it.each(Object.entries(FACTORIES))('%s: details and lists have their segment', (name, factory) => {
    const keys = Object.fromEntries(keysOf(name, factory));
    const root = factory.all[0];
    if (keys.details) expect(keys.details).toEqual([root, 'detail']);
    if (keys.detail) {
      expect(keys.details, `${name}.detail comes with details()`).toBeDefined();
      expect(keys.detail.slice(0, 2)).toEqual([root, 'detail']);
      expect(keys.detail.length).toBeGreaterThan(2);
    }
    if (keys.lists) expect(keys.lists).toEqual([root, 'list']);
    if (keys.list) {
      expect(keys.lists, `${name}.list comes with lists()`).toBeDefined();
      expect(keys.list.slice(0, 2)).toEqual([root, 'list']);
    }
  });

  it('gives every resource its own root', () => {
    const roots = Object.values(FACTORIES).map((factory) => factory.all[0]);
    expect(new Set(roots).size).toBe(roots.length);
  });

  it('keeps the shapes the screens and invalidations rely on', () => {
    expect(listingKeys.detail('FX-7K2M9Q')).toEqual(['listings', 'detail', 'FX-7K2M9Q']);
    expect(offerKeys.detail('o1')).toEqual(['offers', 'detail', 'o1']);
    expect(companyKeys.detail('c1')).toEqual(['companies', 'detail', 'c1']);
    // Refresh in the inbox invalidates every inbox read: a prefix of each
    expect(offerKeys.inbox(['FX-7K2M9Q']).slice(0, 2)).toEqual([...offerKeys.inboxAll]);
    // a mark invalidates its scope's reads
    expect(seenMarkKeys.of('opened', ['FX-7K2M9Q']).slice(0, 2)).toEqual([...seenMarkKeys.scope('opened')]);
    expect(deskKeys.status()).toEqual(['desks', 'status']);
    // another key in use is probed afresh
    const other: SessionInfo = { ...session, key: { ...session.key, last4: '9999' } };
    expect(hashKey(settingsKeys.probe(other))).not.toBe(hashKey(settingsKeys.probe(session)));
  });
});
