import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CostEstimateReading } from '../../../../shared/contract/costs';
import i18n from 'i18next';
import { failWith, installFakeTransport } from '../../../test/fakeTransport';
import { renderApp } from '../../../test/render';

let restore: (() => void) | undefined;
afterEach(async () => {
  cleanup();
  restore?.();
  await i18n.changeLanguage('en');
});

const estimate = (overrides: Partial<CostEstimateReading> = {}): CostEstimateReading => ({
  fromCountry: 'RO',
  toCountry: 'DE',
  from: { city: 'București', county: 'București', country: 'RO', slug: 'bucuresti-bucuresti-ro' },
  to: { city: 'Berlin', county: 'Berlin', country: 'DE', slug: 'berlin-berlin-de' },
  distanceKm: 1640,
  vehicle: null,
  category: null,
  currency: 'EUR',
  low: '1800.00',
  typical: '2100.00',
  high: '2400.00',
  perKm: '1.28',
  price: { value: 1590.5, position: 'below' },
  note: 'Information only, not a recommended rate.',
  unread: [],
  ...overrides,
});

const search = (fields: Record<string, unknown>) =>
  '/cost-estimate?' +
  Object.entries(fields)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

describe('CostEstimateScreen', () => {
  it('asks nothing until the countries are set, then estimates and writes the fields to the URL', async () => {
    const fake = installFakeTransport({ 'costs.estimate': () => estimate() });
    restore = fake.restore;
    const { user, router } = renderApp('/cost-estimate');
    expect(
      await screen.findByText('Choose where the route starts and ends, then press Estimate.'),
    ).toBeTruthy();
    expect(fake.of('costs.estimate')).toHaveLength(0);

    await user.selectOptions(screen.getByLabelText('To country'), 'DE');
    await user.type(screen.getByLabelText('Your price (optional)'), '1,590.5');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));

    await waitFor(() => expect(fake.of('costs.estimate')).toHaveLength(1));
    expect(fake.of('costs.estimate')[0]?.input).toEqual({
      fromCountry: 'RO',
      toCountry: 'DE',
      price: 1590.5,
      currency: 'EUR',
    });
    expect(router.state.location.search).toMatchObject({ fromCountry: 'RO', toCountry: 'DE', price: 1590.5 });
    expect(await screen.findByText('1,640 km')).toBeTruthy();
    expect(screen.getByText('1,800 EUR – 2,100 EUR – 2,400 EUR (low – typical – high)')).toBeTruthy();
    expect(screen.getByText('1.28 EUR/km')).toBeTruthy();
    expect(
      screen.getByText(
        /Your price of 1,591 EUR is below the usual range: less than the low figure, 1,800 EUR\./,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Information only, not a recommended rate.')).toBeTruthy();
    expect(screen.getByTestId('band-price')).toBeTruthy();
    // the verdict above the map, so a laptop's screen shows it without scrolling past the map
    const verdict = document.querySelector('.estimate-position')!;
    const map = document.querySelector('.estimate-map')!;
    expect(verdict.compareDocumentPosition(map) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says when the exchange measured another route than the listing's, never sends routeKm, and forgets it at Estimate", async () => {
    const fake = installFakeTransport({ 'costs.estimate': () => estimate({ distanceKm: 407 }) });
    restore = fake.restore;
    const { user, router } = renderApp(
      search({ fromCountry: 'RO', from: 'Călinești', toCountry: 'RO', to: 'Ipotești', routeKm: 94 }),
    );
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(
      'The listing gives this route as 94 km; the exchange measured 407 km. It may have matched a place name that two places share to the other place: check From and To above, and pick the right place from the list in the form.',
    );
    expect(fake.of('costs.estimate')[0]?.input).toEqual({
      fromCountry: 'RO',
      from: 'Călinești',
      toCountry: 'RO',
      to: 'Ipotești',
    });
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('routeKm'));
    await waitFor(() => expect(screen.queryByRole('note')).toBeNull());
  });

  it("sends a listing's shared place name by the slug of the one on its route, and keeps it at Estimate", async () => {
    const fake = installFakeTransport({
      'places.routeSlugs': () => ({ from: 'calinesti-suceava-ro', to: null }),
      'costs.estimate': () => estimate({ distanceKm: 94 }),
    });
    restore = fake.restore;
    const { user, router } = renderApp(
      search({ fromCountry: 'RO', from: 'Călinești', toCountry: 'RO', to: 'Ipotești', routeKm: 94 }),
    );
    await waitFor(() => expect(fake.of('costs.estimate')).toHaveLength(1));
    expect(fake.of('places.routeSlugs')[0]?.input).toEqual({
      from: { country: 'RO', city: 'Călinești' },
      to: { country: 'RO', city: 'Ipotești' },
      km: 94,
    });
    // the route's place by its slug, the other by its name; routeKm never
    expect(fake.of('costs.estimate')[0]?.input).toEqual({
      fromCountry: 'RO',
      from: 'calinesti-suceava-ro',
      toCountry: 'RO',
      to: 'Ipotești',
    });
    expect(await screen.findByText('94 km')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
    // Estimate again with the same places: the place found stays in the URL
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('routeKm'));
    expect(router.state.location.search).toMatchObject({
      from: 'Călinești',
      fromSlug: 'calinesti-suceava-ro',
    });
    expect(fake.of('places.routeSlugs')).toHaveLength(1);
  });

  it('estimates by the names when the look-up of the places fails, and asks nothing of it for a typed route', async () => {
    const fake = installFakeTransport({
      'places.routeSlugs': () => failWith('network'),
      'costs.estimate': () => estimate({ distanceKm: 407 }),
    });
    restore = fake.restore;
    renderApp(search({ fromCountry: 'RO', from: 'Călinești', toCountry: 'RO', to: 'Ipotești', routeKm: 94 }));
    await waitFor(() => expect(fake.of('costs.estimate')).toHaveLength(1));
    expect(fake.of('costs.estimate')[0]?.input).toMatchObject({ from: 'Călinești', to: 'Ipotești' });
    expect(await screen.findByRole('note')).toBeTruthy();
    cleanup();
    fake.restore();

    const typed = installFakeTransport({ 'costs.estimate': () => estimate() });
    restore = typed.restore;
    renderApp(search({ fromCountry: 'RO', from: 'Călinești', toCountry: 'RO', to: 'Ipotești' }));
    await waitFor(() => expect(typed.of('costs.estimate')).toHaveLength(1));
    expect(typed.of('places.routeSlugs')).toHaveLength(0);
  });

  it('sends a place picked from the look-up by its slug, keeps it in the URL, and drops it once the name is typed again', async () => {
    const calinesti = (county: string) => ({
      city: 'Călinești',
      county,
      country: 'RO',
      slug: `calinesti-${county.toLowerCase().replace('ș', 's')}-ro`,
    });
    const fake = installFakeTransport({
      'costs.estimate': () => estimate(),
      'places.search': (() => [calinesti('Argeș'), calinesti('Suceava')]) as never,
    });
    restore = fake.restore;
    const { user, router } = renderApp(search({ fromCountry: 'RO', toCountry: 'DE' }));
    await waitFor(() => expect(fake.of('costs.estimate')).toHaveLength(1));
    const from = screen.getByRole('combobox', { name: 'From place (optional)' });
    await user.type(from, 'Călin');
    await user.click(await screen.findByRole('option', { name: /Suceava/ }));
    expect(from).toHaveProperty('value', 'Călinești');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    await waitFor(() => expect(fake.of('costs.estimate')).toHaveLength(2));
    expect(fake.of('costs.estimate')[1]?.input).toMatchObject({ from: 'calinesti-suceava-ro' });
    expect(router.state.location.search).toMatchObject({
      from: 'Călinești',
      fromSlug: 'calinesti-suceava-ro',
    });

    // Estimate again with nothing changed: the URL's slug stays
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(router.state.location.search).toMatchObject({ fromSlug: 'calinesti-suceava-ro' });
    // a name typed over the pick is sent as typed
    await user.clear(from);
    await user.type(from, 'Pitești');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('fromSlug'));
    await waitFor(() => expect(fake.of('costs.estimate').at(-1)?.input).toMatchObject({ from: 'Pitești' }));
  });

  it("says nothing of the route when the distance is the listing's, within 10 km or 10 %", async () => {
    const fake = installFakeTransport({ 'costs.estimate': () => estimate({ distanceKm: 1700 }) });
    restore = fake.restore;
    renderApp(search({ fromCountry: 'RO', toCountry: 'DE', routeKm: 1640 }));
    expect(await screen.findByText('1,700 km')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('opens pre-filled from the URL and reads the price in Romanian', async () => {
    await i18n.changeLanguage('ro');
    const fake = installFakeTransport({ 'costs.estimate': () => estimate({ price: null }) });
    restore = fake.restore;
    const { user } = renderApp(search({ fromCountry: 'RO', from: 'Brașov', toCountry: 'DE', to: 'Berlin' }));
    await waitFor(() => expect(fake.of('costs.estimate')).toHaveLength(1));
    expect(screen.getByRole('combobox', { name: 'Localitatea de plecare (opțional)' })).toHaveProperty(
      'value',
      'Brașov',
    );
    await user.type(screen.getByLabelText('Prețul tău (opțional)'), '1.590,5');
    await user.click(screen.getByRole('button', { name: 'Estimează' }));
    await waitFor(() => expect(fake.of('costs.estimate')).toHaveLength(2));
    expect(fake.of('costs.estimate')[1]?.input).toMatchObject({
      from: 'Brașov',
      to: 'Berlin',
      price: 1590.5,
    });
  });

  it("writes the route's regions in the UI's language: in Romanian the region's own name, never GeoNames' English", async () => {
    await i18n.changeLanguage('ro');
    const toMunich = {
      to: { city: 'Munich', county: 'Bavaria', country: 'DE', slug: 'munich-bavaria-de' },
      from: { city: 'Linz', county: 'Upper Austria', country: 'AT', slug: 'linz-upper-austria-at' },
      fromCountry: 'AT',
    };
    const fake = installFakeTransport({ 'costs.estimate': () => estimate(toMunich) });
    restore = fake.restore;
    renderApp(search({ fromCountry: 'AT', from: 'Linz', toCountry: 'DE', to: 'Munich' }));
    // iso-codes has a Romanian name for the Austrian states, none for Bavaria (regionNames.json)
    expect(await screen.findByText('Munich, Bayern, Germania')).toBeTruthy();
    expect(screen.getByText('Linz, Austria superioară, Austria')).toBeTruthy();
    expect(screen.queryByText(/Bavaria|Upper Austria/)).toBeNull();
  });

  it('shows the price problem next to the field and sends nothing', async () => {
    const fake = installFakeTransport({ 'costs.estimate': () => estimate() });
    restore = fake.restore;
    const { user } = renderApp(search({ fromCountry: 'RO', toCountry: 'DE' }));
    await waitFor(() => expect(fake.of('costs.estimate')).toHaveLength(1));
    await user.type(screen.getByLabelText('Your price (optional)'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Estimate' }));
    expect(await screen.findByText('Write the price as a number, for example 1,590.50.')).toBeTruthy();
    expect(fake.of('costs.estimate')).toHaveLength(1);
  });

  it('shows the distance and says the range is missing when the exchange gave no band Dispatch reads', async () => {
    const fake = installFakeTransport({
      'costs.estimate': () =>
        estimate({
          low: null,
          typical: null,
          high: null,
          perKm: null,
          price: { value: 1590.5, position: null },
          unread: ['band'],
        }),
    });
    restore = fake.restore;
    renderApp(search({ fromCountry: 'RO', toCountry: 'DE', price: 1590.5 }));
    expect(await screen.findByText('1,640 km')).toBeTruthy();
    expect(
      screen.getByText(
        'The exchange’s answer carries no price range this version of Dispatch can read; the distance above is the exchange’s.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/—/)).toBeNull();
    expect(screen.queryByTestId('band-price')).toBeNull();
    expect(screen.queryByText('Try again')).toBeNull();
  });

  it('says in words when the price position could not be read though the band could', async () => {
    const fake = installFakeTransport({
      'costs.estimate': () => estimate({ price: { value: 1590.5, position: null } }),
    });
    restore = fake.restore;
    renderApp(search({ fromCountry: 'RO', toCountry: 'DE', price: 1590.5 }));
    expect(
      await screen.findByText(
        'Where 1,591 EUR falls against the range could not be read from the exchange’s answer.',
      ),
    ).toBeTruthy();
  });

  it('names the unreadable route and offers the exchange page, not Try again', async () => {
    const fake = installFakeTransport({
      'costs.estimate': () =>
        failWith('unreadable_answer', {
          route: 'GET /cost-estimate',
          server: 'remote',
          website: 'https://exchange.example/estimate',
          message: 'The answer of GET /cost-estimate could not be read.',
        }),
    });
    restore = fake.restore;
    renderApp(search({ fromCountry: 'RO', toCountry: 'DE' }));
    expect(
      await screen.findByText(
        /answered in a form this version of Dispatch can’t read \(GET \/cost-estimate\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open it on the exchange’s website' }).getAttribute('href')).toBe(
      'https://exchange.example/estimate',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('names the unknown place in a sentence', async () => {
    const fake = installFakeTransport({
      'costs.estimate': () =>
        failWith('not_found', { status: 404, message: 'There is no locality "Xyz" in RO.' }),
    });
    restore = fake.restore;
    renderApp(search({ fromCountry: 'RO', from: 'Xyz', toCountry: 'DE', to: 'Berlin' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The exchange does not know the place “Xyz” in Romania. Check the spelling or pick the place from the list.',
    );
  });
});
