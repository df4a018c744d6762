import { cleanup, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  failWith,
  installFakeTransport,
  makeKey,
  makeListing,
  makeSession,
} from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';
import { useInboxSeen } from '../api/inboxSeen';
import { inboxListings } from '../api/offerQueries';
import { makeEntry, makeOffer, offerId } from './testOffers';

vi.setConfig({ testTimeout: 20_000 });

let restore: (() => void) | undefined;
beforeEach(() => {
  inboxListings.reset();
  useInboxSeen.getState().reset();
});
afterEach(() => {
  cleanup();
  restore?.();
});

const withKey = () => makeSession({ key: makeKey({ kind: 'test', last4: 'AB12', demoAccount: 'shipper' }) });

const listingsPage = {
  data: [
    makeListing({ ref: 'FX-AA0001' }),
    makeListing({ ref: 'FX-AA0002', fromCity: 'Iași' }),
    makeListing({ ref: 'FX-AA0003' }),
  ],
  hasMore: true,
  nextCursor: 'c2',
};

const entries = [
  makeEntry(
    'FX-AA0001',
    [
      makeOffer(offerId(1)),
      makeOffer(offerId(2), {
        status: 'declined',
        carrier: { name: 'Ion Pop', isCompany: false, verified: false },
      }),
    ],
    { newIds: [offerId(1)], hasMore: true },
  ),
  makeEntry('FX-AA0002', [], { error: { kind: 'server_error', message: 'fake' } }),
  makeEntry('FX-AA0003', []),
];

function inboxFake(extra: Parameters<typeof installFakeTransport>[0] = {}) {
  const fake = installFakeTransport({
    'session.get': withKey,
    'listings.mine': (() => listingsPage) as never,
    'offers.inbox': (() => entries) as never,
    'seen.mark': ((input: { ids: string[] }) => ({ added: input.ids.length })) as never,
    ...extra,
  });
  restore = fake.restore;
  return fake;
}

describe('InboxScreen', () => {
  it('asks for a key and calls nothing when none is in use (the nav shows no count either)', async () => {
    const fake = installFakeTransport({});
    restore = fake.restore;
    renderApp('/inbox');
    expect((await screen.findByRole('alert')).textContent).toContain('Add your API key in Settings');
    expect(fake.of('listings.mine')).toHaveLength(0);
    expect(fake.of('offers.inbox')).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Offer inbox' })).toBeTruthy();
  });

  it('groups offers by listing, marks new ones, shows a failed listing and counts the quiet ones', async () => {
    const fake = inboxFake();
    renderApp('/inbox');
    const grid = await screen.findByRole('grid', { name: 'Offers on FX-AA0001' });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('Trans Carpați SRL (verified)');
    expect(within(rows[0] as HTMLElement).getByText('New')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText('New')).toBeNull();
    expect(rows[1]?.textContent).toContain('Declined');
    expect(screen.getByRole('link', { name: 'FX-AA0001' }).getAttribute('href')).toContain(
      '/listings/FX-AA0001',
    );
    expect(screen.getByRole('link', { name: 'More offers on this listing' })).toBeTruthy();
    // the failed listing says why, the others still show
    const failed = screen.getByRole('region', { name: /FX-AA0002/ });
    expect(within(failed).getByRole('alert').textContent).toMatch(/exchange/i);
    expect(screen.getByText('1 listing on this page has no offers to show.')).toBeTruthy();
    // one polite call for the page's listings
    expect(fake.of('offers.inbox')).toHaveLength(1);
    expect(fake.of('offers.inbox')[0]?.input).toEqual({ refs: ['FX-AA0001', 'FX-AA0002', 'FX-AA0003'] });
    // shown, then marked seen; the badge stays for this visit, the nav count goes
    await waitFor(() => expect(fake.of('seen.mark')).toHaveLength(1));
    expect(fake.of('seen.mark')[0]?.input).toEqual({ scope: 'inbox', ids: [offerId(1)] });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Offer inbox' })).toBeTruthy());
    expect(within(screen.getByRole('grid', { name: 'Offers on FX-AA0001' })).getByText('New')).toBeTruthy();
  });

  it('filters by status and pages the listings by hand; r refreshes', async () => {
    const fake = inboxFake();
    const { user } = renderApp('/inbox');
    await screen.findByRole('grid', { name: 'Offers on FX-AA0001' });
    await user.click(screen.getByRole('radio', { name: 'Declined' }));
    const grid = screen.getByRole('grid', { name: 'Offers on FX-AA0001' });
    expect(within(grid).getAllByRole('row')).toHaveLength(2);
    expect(within(grid).getAllByRole('row')[1]?.textContent).toContain('Ion Pop');

    await user.keyboard('r');
    await waitFor(() => expect(fake.of('offers.inbox')).toHaveLength(2));
    expect(fake.of('listings.mine')).toHaveLength(2);
    expect(fake.of('listings.mine')[1]?.input).toEqual({ cursor: null });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(fake.of('listings.mine')).toHaveLength(3));
    expect(fake.of('listings.mine')[2]?.input).toEqual({ cursor: 'c2' });

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Declined' }));
  });

  it('Enter on an offer opens its page', async () => {
    inboxFake({ 'offers.get': (() => makeOffer(offerId(1))) as never });
    const { user, router } = renderApp('/inbox');
    const grid = await screen.findByRole('grid', { name: 'Offers on FX-AA0001' });
    await user.click(within(grid).getAllByRole('row')[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/offers/${offerId(1)}`));
  });

  it('names the permission a 403 was about', async () => {
    inboxFake({ 'listings.mine': (() => failWith('forbidden')) as never });
    renderApp('/inbox');
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((a) => a.textContent)
          .join(' '),
      ).toContain('“read my listings”'),
    );
    cleanup();
    restore?.();
    inboxListings.reset();
    const forbidden = { kind: 'forbidden' as const, message: 'fake' };
    inboxFake({
      'offers.inbox': (() =>
        listingsPage.data.map((l) => makeEntry(l.ref, [], { error: forbidden }))) as never,
    });
    renderApp('/inbox');
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .map((a) => a.textContent)
          .join(' '),
      ).toMatch(/offers/),
    );
    expect(screen.queryByRole('region', { name: /FX-AA0001/ })).toBeNull();
  });
});

describe('the nav count of new offers', () => {
  it('shows the count, with the phrase in the link’s accessible name', async () => {
    const fake = inboxFake({
      'offers.inbox': (() => [
        makeEntry('FX-AA0001', [makeOffer(offerId(1)), makeOffer(offerId(2))], {
          newIds: [offerId(1), offerId(2)],
        }),
      ]) as never,
    });
    renderApp('/listings');
    expect(await screen.findByRole('link', { name: 'Offer inbox 2 new offers' })).toBeTruthy();
    expect(fake.of('offers.inbox')).toHaveLength(1);
    expect(fake.of('seen.mark')).toHaveLength(0);
  });

  it('speaks Romanian plurals: 1 ofertă nouă, 2 oferte noi, 20 de oferte noi', () => {
    const t = i18next.getFixedT('ro', 'offers');
    expect(t('nav.newCount', { count: 1 })).toBe('1 ofertă nouă');
    expect(t('nav.newCount', { count: 2 })).toBe('2 oferte noi');
    expect(t('nav.newCount', { count: 19 })).toBe('19 oferte noi');
    expect(t('nav.newCount', { count: 20 })).toBe('20 de oferte noi');
    expect(t('nav.newCount', { count: 101 })).toBe('101 oferte noi');
    expect(i18next.getFixedT('ro', 'offers')('inbox.new')).toBe('Nou');
  });
});
