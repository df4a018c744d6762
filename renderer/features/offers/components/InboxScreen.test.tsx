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
import { makeEntry, makeOffer, offerId } from '../model/testOffers';

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
    makeListing({
      ref: 'FX-AA0004',
      fromCity: 'Arad',
      toCity: 'Lyon',
      toCountry: 'FR',
      dateType: 'flexible',
      dateFrom: '2026-12-01',
      dateTo: '2026-12-03',
      budget: '2000',
    }),
  ],
  hasMore: true,
  nextCursor: 'c2',
};

/** FX-AA0004's offer is the newest, so its listing comes first; FX-AA0002 failed; FX-AA0003 has none. */
const entries = [
  makeEntry(
    'FX-AA0001',
    [
      makeOffer(offerId(1), { createdAt: '2026-11-21T10:00:00Z' }),
      makeOffer(offerId(2), {
        status: 'declined',
        price: '900',
        carrier: { name: 'Ion Pop', isCompany: false, verified: false },
      }),
    ],
    { newIds: [offerId(1)], hasMore: true },
  ),
  makeEntry('FX-AA0002', [], { error: { kind: 'server_error', message: 'fake' } }),
  makeEntry('FX-AA0003', []),
  makeEntry('FX-AA0004', [
    makeOffer(offerId(5), { listingRef: 'FX-AA0004', price: '2150', createdAt: '2026-11-24T10:00:00Z' }),
  ]),
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

const TABLE = 'Offers on your listings';

/** The inbox grid's body rows (listing header rows and offer rows), in screen order. */
async function bodyRows() {
  const grid = await screen.findByRole('grid', { name: TABLE });
  return within(grid).getAllByRole('row').slice(1) as HTMLElement[];
}

const keys = async () => (await bodyRows()).map((row) => row.dataset.key);

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

  it('one table: a header row per listing, listings by their newest offer, offers in aligned columns', async () => {
    const fake = inboxFake();
    renderApp('/inbox');
    const grid = await screen.findByRole('grid', { name: TABLE });
    expect(screen.getAllByRole('grid')).toHaveLength(1);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.replace(/[↕▲▼]/g, '').trim()),
    ).toEqual(['Carrier', 'Price', 'Price vs budget', 'Status', 'Available', 'Sent']);
    expect(await keys()).toEqual([
      'listing:FX-AA0004',
      offerId(5),
      'listing:FX-AA0001',
      offerId(1),
      offerId(2),
      'listing:FX-AA0002',
      'problem:FX-AA0002',
    ]);
    const rows = await bodyRows();
    // a listing's header row: one cell across the columns, its ref, route, loading dates and budget
    const head = rows[0] as HTMLElement;
    const headCell = within(head).getByRole('rowheader');
    expect(headCell.getAttribute('colspan')).toBe('6');
    expect(head.textContent).toContain('FX-AA0004');
    expect(head.textContent).toContain('Arad, RO → Lyon, FR');
    expect(head.textContent).toContain('Loading: 1 – 3 Dec 2026');
    expect(head.textContent).toContain('Budget: 2,000 EUR');
    expect(within(head).getByRole('link', { name: 'FX-AA0004' }).getAttribute('href')).toContain(
      '/listings/FX-AA0004',
    );
    // offers: every cell in its column, the price against the listing's budget in words
    for (const row of [rows[1], rows[3], rows[4]] as HTMLElement[]) {
      expect(within(row).getAllByRole('rowheader')).toHaveLength(1);
      expect(within(row).getAllByRole('gridcell')).toHaveLength(5);
    }
    const cell = (row: HTMLElement, column: string) => row.querySelector(`td[data-column="${column}"]`);
    expect(cell(rows[1] as HTMLElement, 'price')?.textContent).toBe('2,150 EUR');
    expect(cell(rows[1] as HTMLElement, 'vsBudget')?.textContent).toBe('150 EUR above budget');
    expect(cell(rows[3] as HTMLElement, 'vsBudget')?.textContent).toBe('At budget');
    expect(cell(rows[4] as HTMLElement, 'vsBudget')?.textContent).toBe('350 EUR below budget');
    expect(cell(rows[4] as HTMLElement, 'status')?.textContent).toBe('Declined');
    expect(rows[3]?.textContent).toContain('Trans Carpați SRL (verified)');
    // new offers carry a badge
    expect(within(rows[3] as HTMLElement).getByText('New')).toBeTruthy();
    expect(within(rows[4] as HTMLElement).queryByText('New')).toBeNull();
    expect(
      within(rows[2] as HTMLElement).getByRole('link', { name: 'More offers on this listing' }),
    ).toBeTruthy();
    // the failed listing says why under its header row, the others still show
    expect(within(rows[6] as HTMLElement).getByRole('alert').textContent).toMatch(/exchange/i);
    expect(screen.getByText('1 listing on this page has no offers to show.')).toBeTruthy();
    // one polite call for the page's listings
    expect(fake.of('offers.inbox')).toHaveLength(1);
    expect(fake.of('offers.inbox')[0]?.input).toEqual({
      refs: ['FX-AA0001', 'FX-AA0002', 'FX-AA0003', 'FX-AA0004'],
    });
    // shown, then marked seen; the badge stays for this visit, the nav count goes
    await waitFor(() => expect(fake.of('seen.mark')).toHaveLength(1));
    expect(fake.of('seen.mark')[0]?.input).toEqual({ scope: 'inbox', ids: [offerId(1)] });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Offer inbox' })).toBeTruthy());
    expect(within((await bodyRows())[3] as HTMLElement).getByText('New')).toBeTruthy();
  });

  it('sorts offers by price within each listing, says so, and goes back to newest first', async () => {
    inboxFake();
    const { user } = renderApp('/inbox');
    await screen.findByRole('grid', { name: TABLE });
    await user.click(screen.getByRole('columnheader', { name: 'Price' }));
    expect(await keys()).toEqual([
      'listing:FX-AA0004',
      offerId(5),
      'listing:FX-AA0001',
      offerId(2),
      offerId(1),
      'listing:FX-AA0002',
      'problem:FX-AA0002',
    ]);
    expect(
      screen.getByText('Sorted by Price on this page only: the exchange sends newest first, 20 at a time.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Newest first' }));
    expect((await keys()).slice(3, 5)).toEqual([offerId(1), offerId(2)]);
  });

  it('filters by status and pages the listings by hand; r refreshes; a failed refresh keeps the rows', async () => {
    let inboxFails = false;
    const fake = inboxFake({
      'offers.inbox': (() => (inboxFails ? failWith('network') : entries)) as never,
    });
    const { user } = renderApp('/inbox');
    await screen.findByRole('grid', { name: TABLE });
    await user.click(screen.getByRole('radio', { name: 'Declined' }));
    expect(await keys()).toEqual(['listing:FX-AA0001', offerId(2), 'listing:FX-AA0002', 'problem:FX-AA0002']);
    expect((await bodyRows())[1]?.textContent).toContain('Ion Pop');

    inboxFails = true;
    await user.keyboard('r');
    await waitFor(() => expect(fake.of('offers.inbox')).toHaveLength(2));
    expect(fake.of('listings.mine')).toHaveLength(2);
    expect(fake.of('listings.mine')[1]?.input).toEqual({ cursor: null });
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(1));
    expect(await keys()).toContain(offerId(2));

    inboxFails = false;
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(fake.of('listings.mine')).toHaveLength(3));
    expect(fake.of('listings.mine')[2]?.input).toEqual({ cursor: 'c2' });

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('/');
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Declined' }));
  });

  it('arrows move through the rows, Enter opens an offer, Escape comes back to its row', async () => {
    inboxFake({ 'offers.get': (() => makeOffer(offerId(1))) as never });
    const { user, router } = renderApp('/inbox');
    await screen.findByRole('grid', { name: TABLE });
    const rows = await bodyRows();
    (rows[2] as HTMLElement).focus();
    await user.keyboard('{ArrowDown}');
    expect((document.activeElement as HTMLElement).dataset.key).toBe(offerId(1));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/offers/${offerId(1)}`));
    await screen.findByRole('heading', { name: '1,250 EUR offered on FX-AA0001' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/inbox'));
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.key).toBe(offerId(1)));
  });

  it('a click on an offer opens its page', async () => {
    inboxFake({ 'offers.get': (() => makeOffer(offerId(5))) as never });
    const { user, router } = renderApp('/inbox');
    await user.click((await bodyRows())[1] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/offers/${offerId(5)}`));
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
    expect(screen.queryByRole('grid', { name: TABLE })).toBeNull();
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
