import { describe, expect, it } from 'vitest';
import { pathOf, V1Routes } from './v1-routes';

function routes(): V1Routes {
  const r = new V1Routes();
  for (const url of ['/v1/listings', '/v1/listings/mine', '/v1/listings/:ref', '/v1/listings/:ref/offers']) {
    r.add(url);
  }
  return r;
}

describe('V1Routes', () => {
  it('matches literal and parametric routes by their raw segments', () => {
    const r = routes();
    expect(r.has('/v1/listings')).toBe(true);
    expect(r.has('/v1/listings/FX-7K2M9Q')).toBe(true);
    expect(r.has('/v1/listings/%E0%A4%A/offers')).toBe(true);
    expect(r.has('/v1/listings/mine')).toBe(true);
  });

  it('does not match an empty parameter, a trailing slash, another case or another depth', () => {
    const r = routes();
    expect(r.has('/v1/listings/')).toBe(false);
    expect(r.has('/v1/listings//offers')).toBe(false);
    expect(r.has('/v1/Listings')).toBe(false);
    expect(r.has('/v1/listings/a/b/c')).toBe(false);
    expect(r.has('/v1/lorries')).toBe(false);
  });

  it('names the parameters whose segment is not valid percent-encoding; a literal route wins', () => {
    const r = routes();
    expect(r.undecodableParams('/v1/listings/%E0%A4%A/offers')).toEqual(['ref']);
    expect(r.undecodableParams('/v1/listings/%E2%9C%93')).toEqual([]);
    expect(r.undecodableParams('/v1/listings/mine')).toEqual([]);
    expect(r.undecodableParams('/v1/nowhere/%E0')).toBeUndefined();
  });

  it('pathOf drops the query', () => {
    expect(pathOf('/v1/listings?limit=2&x=?')).toBe('/v1/listings');
    expect(pathOf('/v1/listings')).toBe('/v1/listings');
  });
});
