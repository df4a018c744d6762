import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failWith, installFakeTransport, makeKey, makeSession } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';
import { offersMine } from '../api/offerQueries';
import { makeOffer, offerId } from './testOffers';

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
    });
    restore = fake.restore;
    const { user, router } = renderApp('/offers/sent');
    const grid = await screen.findByRole('grid', { name: 'Offers sent' });
    const row = within(grid).getAllByRole('row')[2] as HTMLElement;
    await user.click(within(row).getAllByRole('gridcell')[2] as HTMLElement);
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
