import { describe, expect, it } from 'vitest';
import { toPlace } from '../../places';
import { places, testMarket } from '../../market/test-helpers';
import { toApiCompany } from '../companies/routes';
import { loadContract } from '../contract';
import { BodyWriter } from './json-body';
import { toApiListing } from '../listings/view';
import { toApiOffer } from '../offers/view';
import { toApiVehicle, toOwnVehicle } from '../vehicles/view';

const contract = loadContract();
const market = testMarket();
const ORIGIN = 'http://127.0.0.1:4010';

/**
 * Every record of `records`, written by the writer of `path`, parses back to its projection: nothing
 * dropped, coerced or reordered.
 */
function roundTrips<T extends object>(path: string, records: readonly T[], project: (r: T) => unknown) {
  const writer = BodyWriter.forRoute<T>(contract, path);
  const broken = records.filter((record) => {
    const json = writer.item(record, project).toString('utf8');
    return JSON.stringify(JSON.parse(json)) !== JSON.stringify(project(record));
  });
  expect(broken).toEqual([]);
}

describe('BodyWriter', () => {
  it('writes every listing, offer, vehicle, company and place exactly as projected (v1.json is complete)', () => {
    roundTrips('/listings', market.listings, (l) => toApiListing(l, ORIGIN, false));
    roundTrips('/listings/mine', market.listings, (l) => toApiListing(l, ORIGIN, true));
    roundTrips('/offers/mine', market.offers, (o) => toApiOffer(o, ORIGIN));
    roundTrips('/vehicles', market.vehicles, toApiVehicle);
    roundTrips('/vehicles/mine', market.vehicles, toOwnVehicle);
    roundTrips('/companies/{id}', market.companies, (c) => toApiCompany(c, ORIGIN));
    roundTrips('/places', places.all.slice(0, 500), toPlace);
  });

  it('writes the page envelope of v1.json: data, hasMore, nextCursor', () => {
    const writer = BodyWriter.forRoute<(typeof market.listings)[number]>(contract, '/listings');
    const project = (l: (typeof market.listings)[number]) => toApiListing(l, ORIGIN, false);
    const items = market.listings.slice(0, 3).map((l) => writer.item(l, project));
    const body = JSON.parse(writer.body(items, { hasMore: true, nextCursor: 'ab.c"d' }).toString());
    expect(body).toEqual({
      data: market.listings.slice(0, 3).map(project),
      hasMore: true,
      nextCursor: 'ab.c"d',
    });
    expect(JSON.parse(writer.body([], { hasMore: false, nextCursor: null }).toString())).toEqual({
      data: [],
      hasMore: false,
      nextCursor: null,
    });
    expect(() => writer.body(items)).toThrow(/envelope/);
  });

  it('writes single-resource and plain-list envelopes, and UTF-8 with Romanian letters', () => {
    const single = BodyWriter.forRoute<(typeof market.companies)[number]>(contract, '/companies/{id}');
    const company = market.companies[0]!;
    const one = single.body(single.item(company, (c) => toApiCompany(c, ORIGIN)));
    expect(JSON.parse(one.toString('utf8'))).toEqual({ data: toApiCompany(company, ORIGIN) });
    expect(() => single.body([])).toThrow(/envelope/);

    const list = BodyWriter.forRoute<(typeof places.all)[number]>(contract, '/places');
    const brasov = places.find('RO', 'Brașov')!;
    const body = list.body([list.item(brasov, toPlace)]);
    expect(body.toString('utf8')).toContain('"city":"Brașov"');
    expect(JSON.parse(body.toString('utf8'))).toEqual({ data: [toPlace(brasov)] });
  });

  it('makes an item once per record and variant', () => {
    const writer = BodyWriter.forRoute<(typeof market.listings)[number]>(contract, '/listings');
    const listing = market.listings[0]!;
    let calls = 0;
    const project = (withStage: boolean) => (l: typeof listing) => {
      calls += 1;
      return toApiListing(l, ORIGIN, withStage);
    };
    const plain = writer.item(listing, project(false));
    expect(writer.item(listing, project(false))).toBe(plain);
    const staged = writer.item(listing, project(true), 1);
    expect(staged).not.toBe(plain);
    expect(calls).toBe(2);
    expect(writer.item({ ...listing }, project(false))).not.toBe(plain);
  });

  it('refuses a schema whose envelope it does not know', () => {
    expect(
      () =>
        new BodyWriter({ type: 'object', properties: { data: {}, extra: {} }, additionalProperties: false }),
    ).toThrow(/envelope/);
    expect(() => new BodyWriter({ type: 'object', properties: { data: {} } })).toThrow(/envelope/);
  });
});
