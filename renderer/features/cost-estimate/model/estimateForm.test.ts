import { describe, expect, it } from 'vitest';
import { estimateInputOf, placeSlugsOf } from './estimateForm';

const suceava = { city: 'Călinești', country: 'RO', slug: 'calinesti-suceava-ro' };

describe('estimateInputOf', () => {
  it('sends a place by its slug when the URL has one beside the name, never routeKm', () => {
    expect(
      estimateInputOf({
        fromCountry: 'RO',
        from: 'Călinești',
        fromSlug: 'calinesti-suceava-ro',
        toCountry: 'RO',
        to: 'Ipotești',
        routeKm: 94,
      }),
    ).toEqual({ fromCountry: 'RO', from: 'calinesti-suceava-ro', toCountry: 'RO', to: 'Ipotești' });
  });
  it('ignores a slug without its name, and gives null without both countries', () => {
    expect(estimateInputOf({ fromCountry: 'RO', toCountry: 'DE', toSlug: 'berlin-berlin-de' })).toEqual({
      fromCountry: 'RO',
      toCountry: 'DE',
    });
    expect(estimateInputOf({ fromCountry: 'RO', from: 'Călinești', fromSlug: 'x' })).toBeNull();
  });
});

describe('placeSlugsOf', () => {
  const input = { fromCountry: 'RO', from: 'Călinești', toCountry: 'RO', to: 'Ipotești' };
  it('keeps the slug of a place picked for that name and country', () => {
    expect(placeSlugsOf(input, { from: suceava, to: null }, {})).toEqual({
      fromSlug: 'calinesti-suceava-ro',
    });
    expect(placeSlugsOf({ ...input, fromCountry: 'MD' }, { from: suceava, to: null }, {})).toEqual({});
    expect(placeSlugsOf({ ...input, from: 'Pitești' }, { from: suceava, to: null }, {})).toEqual({});
  });
  it("keeps the URL's slug while its name and country stay, and drops it when they change", () => {
    const shown = { ...input, fromSlug: 'calinesti-suceava-ro' };
    expect(placeSlugsOf(input, { from: null, to: null }, shown)).toEqual({
      fromSlug: 'calinesti-suceava-ro',
    });
    expect(placeSlugsOf({ ...input, from: 'Pitești' }, { from: null, to: null }, shown)).toEqual({});
    expect(placeSlugsOf({ ...input, fromCountry: 'MD' }, { from: null, to: null }, shown)).toEqual({});
  });
});
