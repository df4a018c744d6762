/**
 * The detail routes' loaders (./prefetchDetail.ts, docs/architecture.md §Query keys): each starts its
 * screen's detail query with the navigation, reads it once, and never sends an API fault to the route's
 * error boundary (the screens show it in place).
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallName } from '../../shared/contract/calls';
import { companyKeys } from '../features/companies/api/companyQueries';
import { offerKeys } from '../features/offers/api/offerQueries';
import { vehicleKeys } from '../features/vehicles/api/vehicleQueries';
import {
  failWith,
  installFakeTransport,
  makeKey,
  makeListing,
  makeSession,
  makeVehicle,
} from '../test/fakeTransport';
import { renderApp } from '../test/render';
import { createQueryClient } from './queryClient';
import { createAppRouter } from './router';

vi.setConfig({ testTimeout: 20_000 });

const ID = '22222222-2222-4222-8222-222222222222';
const withKey = () => makeSession({ key: makeKey({ kind: 'test', last4: 'CD34', demoAccount: 'carrier' }) });
const ROUTE_ERROR = 'This screen could not be shown';

const VEHICLE = makeVehicle({ id: ID });

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
});

/** Runs the loaders of `path` (no render): the client and the calls they made. */
async function load(path: string, handlers: Parameters<typeof installFakeTransport>[0]) {
  const fake = installFakeTransport(handlers);
  restore = fake.restore;
  const client = createQueryClient();
  const router = createAppRouter(createMemoryHistory({ initialEntries: [path] }), client);
  await router.load();
  return { client, fake };
}

describe('detail loaders', () => {
  it.each<[string, string, CallName, readonly unknown[]]>([
    ['a free vehicle', `/vehicles/${ID}`, 'vehicles.get', vehicleKeys.detail(ID)],
    ['a company', `/companies/${ID}`, 'companies.get', companyKeys.detail(ID)],
    ['an offer', `/offers/${ID}`, 'offers.get', offerKeys.detail(ID)],
  ])('%s: the route reads its detail once, before the screen renders', async (_name, path, call, key) => {
    const { client, fake } = await load(path, {
      'session.get': withKey,
      'listings.search': () => ({ data: [], hasMore: false, nextCursor: null }),
      [call]: (() => ({ id: ID, ref: 'FX-7K2M9Q' })) as never,
    });
    expect(fake.of(call)).toHaveLength(1);
    expect(client.getQueryData(key)).toBeDefined();
  });

  it('reads nothing for an id the screen would not read, nor an offer without a key', async () => {
    const bad = await load('/companies/not-a-uuid', { 'companies.get': (() => ({})) as never });
    expect(bad.fake.of('companies.get')).toHaveLength(0);
    const keyless = await load(`/offers/${ID}`, { 'offers.get': (() => ({})) as never });
    expect(keyless.fake.of('offers.get')).toHaveLength(0);
  });

  it('a listing route starts no read of its own: its panel reads it (a click starts it before the URL)', async () => {
    const { fake } = await load('/listings/FX-7K2M9Q', {
      'session.get': withKey,
      'listings.search': () => ({ data: [], hasMore: false, nextCursor: null }),
      'listings.get': ((input: { ref: string }) => makeListing({ ref: input.ref })) as never,
    });
    expect(fake.of('listings.get')).toHaveLength(0);
  });

  it('a listing opened by URL is read once and shown', async () => {
    const fake = installFakeTransport({
      'listings.search': () => ({ data: [], hasMore: false, nextCursor: null }),
      'listings.get': ((input: { ref: string }) => makeListing({ ref: input.ref })) as never,
    });
    restore = fake.restore;
    renderApp('/listings/FX-7K2M9Q');
    expect(await screen.findByText('Palletised machine parts')).toBeTruthy();
    expect(fake.of('listings.get')).toHaveLength(1);
  });

  it('a faulted prefetch leaves the fault to the screen, in place, read once', async () => {
    const fake = installFakeTransport({ 'companies.get': (() => failWith('network')) as never });
    restore = fake.restore;
    renderApp(`/companies/${ID}`);
    expect(await screen.findByText(/Can't reach the exchange/)).toBeTruthy();
    expect(screen.queryByText(ROUTE_ERROR)).toBeNull();
    expect(fake.of('companies.get')).toHaveLength(1);
  });

  it('a free vehicle that failed is read again on the next navigation, by the loader', async () => {
    let fail = true;
    const fake = installFakeTransport({
      'vehicles.search': () => ({ data: [], hasMore: false, nextCursor: null }),
      'vehicles.get': (() => (fail ? failWith('network') : VEHICLE)) as never,
    });
    restore = fake.restore;
    const { router } = renderApp(`/vehicles/${ID}`);
    expect(await screen.findByText(/Can't reach the exchange/)).toBeTruthy();
    expect(screen.queryByText(ROUTE_ERROR)).toBeNull();
    expect(fake.of('vehicles.get')).toHaveLength(1);
    fail = false;
    await router.navigate({ to: '/vehicles', search: {} });
    await router.navigate({ to: '/vehicles/$id', params: { id: ID }, search: {} });
    expect(await screen.findByText('Back load wanted')).toBeTruthy();
    expect(screen.queryByText(/Can't reach the exchange/)).toBeNull();
    expect(fake.of('vehicles.get')).toHaveLength(2);
  });
});
