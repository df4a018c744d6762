import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  failWith,
  installFakeTransport,
  makeKey,
  makeListing,
  makePage,
  makeSession,
} from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';
import { offersMine } from '../api/offerQueries';
import { makeOffer, offerId } from '../model/testOffers';

vi.setConfig({ testTimeout: 20_000 });

let restore: (() => void) | undefined;
beforeEach(() => offersMine.reset());
afterEach(() => {
  cleanup();
  restore?.();
});

const withKey = () => makeSession({ key: makeKey({ kind: 'test', last4: 'CD34', demoAccount: 'carrier' }) });

const sentPage = {
  data: [
    makeOffer(offerId(1), { listingRef: 'FX-BB0001', status: 'accepted' }),
    makeOffer(offerId(2), { listingRef: 'FX-BB0002', price: '980.50', currency: 'RON' }),
  ],
  hasMore: true,
  nextCursor: 'o2',
};

/** The listings of `sentPage`: FX-BB0001 (EUR budget 1,250), FX-BB0002 (RON budget 1,000, asap). */
const listingsByRef: Record<string, ReturnType<typeof makeListing>> = {
  'FX-BB0001': makeListing({ ref: 'FX-BB0001', fromCity: 'Arad', toCity: 'Lyon', toCountry: 'FR' }),
  'FX-BB0002': makeListing({
    ref: 'FX-BB0002',
    budget: '1000',
    currency: 'RON',
    dateType: 'asap',
    dateFrom: null,
    dateTo: null,
  }),
};
const listingsGet = ((input: { ref: string }) => listingsByRef[input.ref] ?? failWith('not_found')) as never;

/** The body rows of the offers-sent grid, in screen order. */
async function sentRows() {
  const grid = await screen.findByRole('grid', { name: 'Offers sent' });
  return within(grid).getAllByRole('row').slice(1) as HTMLElement[];
}

describe('OffersSentScreen', () => {
  it('asks for a key and calls nothing when none is in use', async () => {
    const fake = installFakeTransport({});
    restore = fake.restore;
    renderApp('/offers/sent');
    expect((await screen.findByRole('alert')).textContent).toContain('Add your API key in Settings');
    expect(fake.of('offers.mine')).toHaveLength(0);
  });

  it('lists listing, price, status and sent; pages by hand with n', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'listings.get': listingsGet,
      'offers.mine': ((input: { cursor: string | null }) =>
        input.cursor === null ? sentPage : { data: [], hasMore: false, nextCursor: null }) as never,
    });
    restore = fake.restore;
    const { user } = renderApp('/offers/sent');
    const grid = await screen.findByRole('grid', { name: 'Offers sent' });
    const rows = within(grid).getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('FX-BB0001');
    expect(rows[0]?.textContent).toContain('Accepted');
    expect(rows[1]?.textContent).toContain('981 RON');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'FX-BB0001' })
        .getAttribute('href'),
    ).toContain('/listings/FX-BB0001');
    await user.keyboard('n');
    await screen.findByText('You have not sent any offers yet.');
    expect(fake.of('offers.mine').map((c) => c.input)).toEqual([{ cursor: null }, { cursor: 'o2' }]);
  });

  it('opens an offer from its row and Escape brings the focus back to the row', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'offers.mine': (() => sentPage) as never,
      'offers.get': ((input: { id: string }) => sentPage.data.find((o) => o.id === input.id)) as never,
      'listings.get': listingsGet,
    });
    restore = fake.restore;
    const { user, router } = renderApp('/offers/sent');
    const grid = await screen.findByRole('grid', { name: 'Offers sent' });
    const row = within(grid).getAllByRole('row')[2] as HTMLElement;
    await user.click(within(row).getAllByRole('gridcell')[5] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/offers/${offerId(2)}`));
    await screen.findByRole('heading', { name: '981 RON offered on FX-BB0002' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/offers/sent'));
    await waitFor(() => expect((document.activeElement as HTMLElement).dataset.key).toBe(offerId(2)));
  });

  it('the listing link in a row opens the listing, not the offer', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'offers.mine': (() => sentPage) as never,
      'listings.get': (() => failWith('not_found')) as never,
      'listings.search': (() => ({ data: [], hasMore: false, nextCursor: null })) as never,
    });
    restore = fake.restore;
    const { user, router } = renderApp('/offers/sent');
    const grid = await screen.findByRole('grid', { name: 'Offers sent' });
    await user.click(within(grid).getByRole('link', { name: 'FX-BB0002' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/FX-BB0002'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(router.state.location.pathname).toBe('/listings/FX-BB0002');
    expect(fake.of('offers.get')).toHaveLength(0);
  });

  it('shows each offer’s listing: route, loading dates, budget and the price against it in words', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'offers.mine': (() => ({
        ...sentPage,
        data: [
          ...sentPage.data,
          makeOffer(offerId(3), { listingRef: 'FX-BB0001', price: '1100', status: 'declined' }),
        ],
      })) as never,
      'listings.get': listingsGet,
    });
    restore = fake.restore;
    renderApp('/offers/sent');
    await waitFor(async () => expect((await sentRows())[1]?.textContent).toContain('20 RON below budget'));
    const [first, second, third] = (await sentRows()).map((row) => row.textContent ?? '');
    expect(first).toContain('Arad, RO → Lyon, FR');
    expect(first).toContain('12 Oct 2026');
    expect(first).toContain('1,250 EUR');
    expect(first).toContain('At budget');
    // 980.50 RON against a 1,000 RON budget, an asap listing
    expect(second).toContain('As soon as possible');
    expect(second).toContain('20 RON below budget');
    expect(third).toContain('150 EUR below budget');
    // the page's distinct listings, each read once (3 offers, 2 listings)
    expect(fake.of('listings.get').map((c) => c.input)).toEqual([{ ref: 'FX-BB0001' }, { ref: 'FX-BB0002' }]);
  });

  it('marks a listing still loading, explains one no longer on the exchange, keeps rows whose listing failed', async () => {
    let answerSecond: (value: unknown) => void = () => undefined;
    const fake = installFakeTransport({
      'session.get': withKey,
      'offers.mine': (() => ({
        ...sentPage,
        data: [...sentPage.data, makeOffer(offerId(3), { listingRef: 'FX-BB0003', price: '700' })],
      })) as never,
      'listings.get': ((input: { ref: string }) =>
        input.ref === 'FX-BB0001'
          ? failWith('not_found')
          : input.ref === 'FX-BB0002'
            ? new Promise((resolve) => (answerSecond = resolve))
            : failWith('network')) as never,
    });
    restore = fake.restore;
    renderApp('/offers/sent');
    await waitFor(async () =>
      expect((await sentRows())[0]?.textContent).toContain('This listing is no longer on the exchange.'),
    );
    const [gone, loading, failed] = await sentRows();
    // "—" on screen, the reason in words for screen readers (and as the tooltip)
    const goneRoute = within(gone as HTMLElement).getAllByRole('gridcell')[0] as HTMLElement;
    expect(goneRoute.querySelector('[aria-hidden="true"]')?.textContent).toBe('—');
    expect(goneRoute.textContent).toContain('This listing is no longer on the exchange.');
    expect(gone?.textContent).toContain('1,250 EUR');
    expect(loading?.textContent).toContain('Loading');
    expect(loading?.textContent).toContain('981 RON');
    await waitFor(() => expect(failed?.textContent).toContain('The listing could not be read.'));
    expect(failed?.textContent).toContain('700 EUR');
    answerSecond(listingsByRef['FX-BB0002']);
    await waitFor(async () => expect((await sentRows())[1]?.textContent).toContain('20 RON below budget'));
    expect((await sentRows())[1]?.textContent).not.toContain('Loading');
  });

  it('sorts by price on the page, says so, and goes back to newest first', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'offers.mine': (() => ({
        data: [
          makeOffer(offerId(1), { price: '1500' }),
          makeOffer(offerId(2), { price: '900' }),
          makeOffer(offerId(3), { price: '1200' }),
        ],
        hasMore: false,
        nextCursor: null,
      })) as never,
      'listings.get': listingsGet,
    });
    restore = fake.restore;
    const { user } = renderApp('/offers/sent');
    const order = async () => (await sentRows()).map((row) => row.dataset.key);
    expect(await order()).toEqual([offerId(1), offerId(2), offerId(3)]);
    await user.click(screen.getByRole('columnheader', { name: 'Price' }));
    expect(await order()).toEqual([offerId(2), offerId(3), offerId(1)]);
    expect(
      screen.getByText('Sorted by Price on this page only: the exchange sends newest first, 20 at a time.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('columnheader', { name: 'Price' }));
    expect(await order()).toEqual([offerId(1), offerId(3), offerId(2)]);
    await user.click(screen.getByRole('button', { name: 'Newest first' }));
    expect(await order()).toEqual([offerId(1), offerId(2), offerId(3)]);
    expect(fake.of('offers.mine')).toHaveLength(1);
  });

  it('opening a listing from an offer keeps the Listings search the user left', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'offers.mine': (() => sentPage) as never,
      'offers.get': ((input: { id: string }) => sentPage.data.find((o) => o.id === input.id)) as never,
      'listings.get': listingsGet,
      'listings.search': (() => makePage('RO', 20, 'c2')) as never,
    });
    restore = fake.restore;
    const { user, router } = renderApp('/listings?fromCountry=%22RO%22');
    await waitFor(() => expect(fake.of('listings.search')).toHaveLength(1));
    const nav = screen.getByRole('navigation', { name: 'Screens' });
    await user.click(within(nav).getByRole('link', { name: 'Offers sent' }));
    // from a row's listing link
    const grid = await screen.findByRole('grid', { name: 'Offers sent' });
    await user.click(within(grid).getByRole('link', { name: 'FX-BB0002' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/FX-BB0002'));
    expect(router.state.location.search).toEqual({ fromCountry: 'RO' });
    // and from an offer's page
    await user.click(within(nav).getByRole('link', { name: 'Offers sent' }));
    const row = (await sentRows())[0] as HTMLElement;
    await user.click(within(row).getAllByRole('gridcell')[5] as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/offers/${offerId(1)}`));
    await user.click(await screen.findByRole('link', { name: 'FX-BB0001' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listings/FX-BB0001'));
    expect(router.state.location.search).toEqual({ fromCountry: 'RO' });
    // the search never ran with other filters
    for (const call of fake.of('listings.search'))
      expect((call.input as { filters: unknown }).filters).toEqual({ fromCountry: 'RO' });
  });

  it('names the missing permission on a 403', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'offers.mine': (() => failWith('forbidden')) as never,
    });
    restore = fake.restore;
    renderApp('/offers/sent');
    expect((await screen.findByRole('alert')).textContent).toMatch(/offers/);
  });
});

describe('OfferScreen', () => {
  it('shows every field, the carrier’s public profile and the website note with its https link', async () => {
    const offer = makeOffer(offerId(7), {
      status: 'sent',
      carrier: { name: 'Ion Pop', isCompany: false, verified: false },
    });
    const fake = installFakeTransport({ 'session.get': withKey, 'offers.get': (() => offer) as never });
    restore = fake.restore;
    const { user } = renderApp(`/offers/${offerId(7)}`);
    await screen.findByRole('heading', { name: '1,250 EUR offered on FX-AA0001' });
    const text = document.querySelector('.offer-page')?.textContent ?? '';
    for (const words of ['Truck free in Cluj on Tuesday.', 'Sent', 'Ion Pop', 'Person', 'No', 'EUR', '1'])
      expect(text).toContain(words);
    // the carrier's message is the exchange's own text, quoted inside its mark
    const message = screen.getByRole('figure', { name: 'From the exchange' });
    expect(message.querySelector('[data-exchange-text]')?.textContent).toBe('Truck free in Cluj on Tuesday.');
    expect(screen.getByRole('link', { name: 'FX-AA0001' }).getAttribute('href')).toContain(
      '/listings/FX-AA0001',
    );
    const site = screen.getByRole('link', { name: 'Open on the exchange' });
    expect(site.getAttribute('href')).toBe('https://exchange.example/offers/x');
    expect(site.getAttribute('target')).toBe('_blank');
    expect(site.getAttribute('rel')).toBe('noopener noreferrer');
    expect(text).toContain("Offers are accepted or declined on the exchange's website");
    await user.keyboard('r');
    await waitFor(() => expect(fake.of('offers.get')).toHaveLength(2));
  });

  it('says the offer is gone on a 404 or an id that is not a uuid', async () => {
    const fake = installFakeTransport({
      'session.get': withKey,
      'offers.get': (() => failWith('not_found')) as never,
    });
    restore = fake.restore;
    renderApp(`/offers/${offerId(9)}`);
    expect((await screen.findByRole('alert')).textContent).toBe('This offer is no longer on the exchange.');
    cleanup();
    renderApp('/offers/not-a-uuid');
    expect((await screen.findByRole('alert')).textContent).toBe('This offer is no longer on the exchange.');
    expect(fake.of('offers.get')).toHaveLength(1);
  });
});
