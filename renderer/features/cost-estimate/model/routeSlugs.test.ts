import { describe, expect, it } from 'vitest';
import { routeSlugsInputOf, withRouteSlugs } from './routeSlugs';

const listingRoute = { fromCountry: 'RO', from: 'Călinești', toCountry: 'RO', to: 'Ipotești', routeKm: 94 };

describe('routeSlugsInputOf', () => {
  it("asks for a listing's route whose places are named, not picked", () => {
    expect(routeSlugsInputOf(listingRoute)).toEqual({
      from: { country: 'RO', city: 'Călinești' },
      to: { country: 'RO', city: 'Ipotești' },
      km: 94,
    });
    // a country alone at one end: the other end is still placed
    expect(routeSlugsInputOf({ fromCountry: 'RO', toCountry: 'DE', to: 'Berlin', routeKm: 1_700 })).toEqual({
      from: { country: 'RO', city: null },
      to: { country: 'DE', city: 'Berlin' },
      km: 1_700,
    });
  });

  it('asks nothing when not opened from a listing, when a country is missing, or when every place has its slug', () => {
    const { routeKm: _routeKm, ...typed } = listingRoute;
    expect(routeSlugsInputOf(typed)).toBeNull();
    expect(routeSlugsInputOf({ ...listingRoute, toCountry: undefined })).toBeNull();
    expect(routeSlugsInputOf({ ...listingRoute, fromSlug: 'a-ro', toSlug: 'b-ro' })).toBeNull();
    expect(routeSlugsInputOf({ fromCountry: 'RO', toCountry: 'DE', routeKm: 1_700 })).toBeNull();
    expect(routeSlugsInputOf({ ...listingRoute, fromSlug: 'a-ro' })).not.toBeNull();
  });
});

describe('withRouteSlugs', () => {
  it('adds the slugs found, only for ends named without one', () => {
    expect(withRouteSlugs(listingRoute, { from: 'calinesti-suceava-ro', to: null })).toEqual({
      ...listingRoute,
      fromSlug: 'calinesti-suceava-ro',
    });
    expect(
      withRouteSlugs({ ...listingRoute, fromSlug: 'picked-ro' }, { from: 'found-ro', to: 'b-ro' }),
    ).toEqual({
      ...listingRoute,
      fromSlug: 'picked-ro',
      toSlug: 'b-ro',
    });
    expect(
      withRouteSlugs({ fromCountry: 'RO', toCountry: 'RO', routeKm: 5 }, { from: 'a-ro', to: 'b-ro' }),
    ).toEqual({
      fromCountry: 'RO',
      toCountry: 'RO',
      routeKm: 5,
    });
    expect(withRouteSlugs(listingRoute, undefined)).toBe(listingRoute);
  });
});
