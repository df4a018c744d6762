import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installFakeTransport } from '../../test/fakeTransport';
import { renderWithClient } from '../../test/render';
import type RouteMapComponent from './RouteMap';

// the map's module (d3-geo and the outlines) is loaded once before the tests, with room for a busy machine
let RouteMap: typeof RouteMapComponent;
beforeAll(async () => {
  RouteMap = (await import('./RouteMap')).default;
}, 60_000);

let restore: (() => void) | undefined;
afterEach(() => {
  cleanup();
  restore?.();
});

const ROUTE = { fromCountry: 'RO', fromCity: 'Călinești', toCountry: 'RO', toCity: 'Ipotești' };

describe('RouteMap', () => {
  it("locates a listing's ends on its route: each with the other end and the listing's km", async () => {
    const fake = installFakeTransport({
      'places.coordinates': (() => [
        { lat: 47.6, lon: 26.2 },
        { lat: 47.6, lon: 26.3 },
      ]) as never,
    });
    restore = fake.restore;
    renderWithClient(<RouteMap route={{ ...ROUTE, distanceKm: 94 }} />);
    await screen.findByTestId('route-map');
    expect(fake.of('places.coordinates')[0]?.input).toEqual({
      places: [
        { country: 'RO', city: 'Călinești', routeTo: { country: 'RO', city: 'Ipotești', km: 94 } },
        { country: 'RO', city: 'Ipotești', routeTo: { country: 'RO', city: 'Călinești', km: 94 } },
      ],
    });
  });

  it('asks by name alone without the km, and by slug when the ends come with one', async () => {
    const fake = installFakeTransport({
      'places.coordinates': (() => [null, null]) as never,
    });
    restore = fake.restore;
    renderWithClient(<RouteMap route={{ ...ROUTE, distanceKm: null }} />);
    await waitFor(() => expect(fake.of('places.coordinates')).toHaveLength(1));
    expect(fake.of('places.coordinates')[0]?.input).toEqual({
      places: [
        { country: 'RO', city: 'Călinești' },
        { country: 'RO', city: 'Ipotești' },
      ],
    });
    cleanup();
    renderWithClient(
      <RouteMap
        route={{ ...ROUTE, distanceKm: 94, fromSlug: 'calinesti-suceava-ro', toSlug: 'ipotesti-suceava-ro' }}
      />,
    );
    await waitFor(() => expect(fake.of('places.coordinates')).toHaveLength(2));
    expect(fake.of('places.coordinates')[1]?.input).toEqual({
      places: [
        { country: 'RO', city: 'calinesti-suceava-ro' },
        { country: 'RO', city: 'ipotesti-suceava-ro' },
      ],
    });
  });
});
