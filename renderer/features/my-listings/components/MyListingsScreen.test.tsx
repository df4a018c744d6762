import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '../../../../shared/api/types';
import {
  failWith,
  installFakeTransport,
  makeKey,
  makeListing,
  makeSession,
} from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';
import { myListings, offersForListing } from '../api/myListingsQueries';

vi.setConfig({ testTimeout: 20_000 });

let restore: (() => void) | undefined;
beforeEach(() => {
  myListings.reset();
  offersForListing.reset();
});
afterEach(() => {
  cleanup();
  restore?.();
});

const withKey = () => makeSession({ key: makeKey({ kind: 'test', last4: 'AB12', demoAccount: 'shipper' }) });

function offer(id: string, overrides: Partial<Offer> = {}): Offer {
  return {
    id,
    listingRef: 'FX-AA0001',
    price: '1250.00',
    currency: 'EUR',
    availableDate: null,
    message: null,
    status: 'sent',
    expiresAt: null,
    revisions: 0,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    url: 'https://example.test/o',
    carrier: { name: 'Trans Carpați SRL', isCompany: true, verified: true },
    ...overrides,
  };
}

const listingsPage = {
  data: [
    makeListing({ ref: 'FX-AA0001', status: 'published' }),
    makeListing({
      ref: 'FX-AA0002',
      status: 'closed',
      transportStage: 'in_transit',
      stageUpdatedAt: '2026-11-21T08:30:00Z',
    }),
    makeListing({ ref: 'FX-AA0003', status: 'cancelled' }),
  ],
  hasMore: true,
  nextCursor: 'c2',
};

describe('MyListingsScreen', () => {
  it('asks for a key and calls nothing when none is in use', async () => {
    const fake = installFakeTransport({});
    restore = fake.restore;
    renderApp('/desk/listings');
    expect((await screen.findByRole('alert')).textContent).toContain('Add your API key in Settings');
    expect(fake.of('listings.mine')).toHaveLength(0);
  });

  it('shows every status by name, the transport stage, and the empty page sentence', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'listings.mine': ((input: { cursor: string | null }) =>
        input.cursor === null ? listingsPage : { data: [], hasMore: false, nextCursor: null }) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/desk/listings');
    const grid = await screen.findByRole('grid', { name: 'My listings' });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Published');
    expect(rows[1]?.textContent).toContain('Closed');
    expect(rows[1]?.textContent).toContain('In transit');
    expect(rows[2]?.textContent).toContain('Cancelled');
    expect(fake.of('listings.mine')[0]?.input).toEqual({ cursor: null });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('You have no listings on the exchange yet.');
    // the navigation's inbox count also reads page 1 of my listings, at a moment of its own (before or
    // after this page 2): count this screen's page 2 by its cursor, not by its place among the calls
    const inputs = fake.of('listings.mine').map((call) => call.input as { cursor: string | null });
    expect(inputs.filter((input) => input.cursor === 'c2')).toHaveLength(1);
  });

  it("opens a listing's offers with carrier, price and status, and closes them with Escape", async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'listings.mine': (() => listingsPage) as never,
      'offers.forListing': (() => ({
        data: [offer('0b7f3c1e-0000-4000-8000-000000000001', { status: 'declined' })],
        hasMore: false,
        nextCursor: null,
      })) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/desk/listings');
    const grid = await screen.findByRole('grid', { name: 'My listings' });
    await user.click(within(grid).getAllByRole('row')[1] as HTMLElement);
    const offers = await screen.findByRole('grid', { name: 'Offers' });
    const row = within(offers).getAllByRole('row')[1];
    expect(row?.textContent).toContain('Trans Carpați SRL (verified)');
    expect(row?.textContent).toContain('1,250 EUR');
    expect(row?.textContent).toContain('Declined');
    expect(fake.of('offers.forListing')[0]?.input).toEqual({ ref: 'FX-AA0001', cursor: null });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('grid', { name: 'Offers' })).toBeNull());
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.key).toBe('FX-AA0001'));
  });

  it('names the missing permission on a 403', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'listings.mine': (() => failWith('forbidden')) as never,
    });
    restore = fake.restore;
    renderApp('/desk/listings');
    expect((await screen.findByRole('alert')).textContent).toContain('“read my listings”');
  });
});
