/**
 * `GET /v1/listings` filters and `GET /v1/listings/{ref}` visibility, over real HTTP. Fixtures are
 * published from Iceland (IS), a country the generated market never uses, so each filter's expected
 * answer is known exactly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import type { ListingRecord } from '../../market';
import { call, keyOf } from '../../testing/http';

let sandbox: RunningSandbox;
const fx: Record<string, ListingRecord> = {};
let shipperId = '';
let carrierId = '';

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 3 });
  const accountOf = (account: string) =>
    sandbox.control.market.keys.find((k) => k.demoAccount === account)!.accountId;
  shipperId = accountOf('shipper');
  carrierId = accountOf('carrier');
  const at = (s: number) => new Date(Date.now() - s * 1000).toISOString();
  const publish = (name: string, s: number, fields: Partial<ListingRecord>) => {
    fx[name] = sandbox.control.publishListing({
      fromCountry: 'IS',
      fromCity: 'Reykjavík',
      createdAt: at(s),
      ...fields,
    });
  };
  // Newest first: A, B, C, D (E, F, G never appear in search).
  publish('A', 1, {
    category: 'car',
    toCountry: 'NO',
    dateType: 'exact',
    dateFrom: '2026-12-10',
    dateTo: '2026-12-10',
    weightKg: 500,
    volumeM3: '2.5',
    truckTypes: ['car_carrier'],
  });
  publish('B', 2, {
    category: 'freight',
    toCountry: 'NO',
    dateType: 'flexible',
    dateFrom: '2026-12-01',
    dateTo: '2026-12-05',
    weightKg: 20000,
    volumeM3: '80',
    truckTypes: ['tautliner', 'refrigerated'],
  });
  publish('C', 3, {
    category: 'move',
    toCountry: 'FI',
    dateType: 'asap',
    dateFrom: null,
    dateTo: null,
    weightKg: null,
    volumeM3: null,
    truckTypes: [],
  });
  publish('D', 4, {
    category: 'parcel',
    toCountry: 'FI',
    dateType: 'flexible',
    dateFrom: '2026-12-20',
    dateTo: '2026-12-31',
    weightKg: 5,
    volumeM3: '0.1',
    truckTypes: ['van'],
  });
  publish('E', 5, { category: 'assistance', toCountry: 'NO' });
  publish('F', 6, { category: 'freight', toCountry: 'NO', ownerAccountId: shipperId });
  sandbox.control.setListingStatus(fx.F!.ref, 'hidden');
  publish('G', 7, {
    category: 'freight',
    toCountry: 'NO',
    ownerAccountId: shipperId,
    chosenCarrierAccountId: carrierId,
  });
  sandbox.control.setListingStatus(fx.G!.ref, 'closed');
  sandbox.control.setTransportStage(fx.G!.ref, 'in_transit');
});

afterAll(async () => {
  await sandbox?.close();
});

async function refs(query: string, key?: string): Promise<string[]> {
  const answer = await call(sandbox, `/v1/listings?${query}`, { key });
  expect(answer.status).toBe(200);
  return (answer.body.data as { ref: string }[]).map((l) => l.ref);
}
const names = (...list: string[]) => list.map((n) => fx[n]!.ref);

describe('GET /v1/listings filters', () => {
  it('fromCountry accepts lower case and answers upper case; assistance, hidden and closed never appear', async () => {
    expect(await refs('fromCountry=is')).toEqual(names('A', 'B', 'C', 'D'));
    const answer = await call(sandbox, '/v1/listings?fromCountry=iS&limit=1');
    expect(answer.body.data[0].fromCountry).toBe('IS');
  });

  it('category keeps only that category', async () => {
    expect(await refs('fromCountry=IS&category=car')).toEqual(names('A'));
  });

  it('toCountry keeps only that destination, in any case', async () => {
    expect(await refs('fromCountry=IS&toCountry=fi')).toEqual(names('C', 'D'));
  });

  it('dateFrom/dateTo keep overlapping windows and asap listings', async () => {
    expect(await refs('fromCountry=IS&dateFrom=2026-12-04&dateTo=2026-12-12')).toEqual(names('A', 'B', 'C'));
    expect(await refs('fromCountry=IS&dateFrom=2026-12-06')).toEqual(names('A', 'C', 'D'));
    expect(await refs('fromCountry=IS&dateTo=2026-12-01')).toEqual(names('B', 'C'));
  });

  it('weightMax keeps listings at or under the bound and those without a weight', async () => {
    expect(await refs('fromCountry=IS&weightMax=500')).toEqual(names('A', 'C', 'D'));
    expect(await refs('fromCountry=IS&weightMax=499')).toEqual(names('C', 'D'));
  });

  it('volumeMax keeps listings at or under the bound and those without a volume', async () => {
    expect(await refs('fromCountry=IS&volumeMax=2.5')).toEqual(names('A', 'C', 'D'));
    expect(await refs('fromCountry=IS&volumeMax=0.05')).toEqual(names('C'));
  });

  it('truckTypes keeps listings accepting any named kind and those naming none', async () => {
    expect(await refs('fromCountry=IS&truckTypes=van,refrigerated')).toEqual(names('B', 'C', 'D'));
    expect(await refs('fromCountry=IS&truckTypes=tanker')).toEqual(names('C'));
  });

  it('returns only published listings of searchable categories from the generated market, newest first', async () => {
    const answer = await call(sandbox, '/v1/listings?category=freight&fromCountry=ro&limit=20');
    const expected = sandbox.control.market.listings
      .filter((l) => l.status === 'published' && l.category === 'freight' && l.fromCountry === 'RO')
      .slice(0, 20)
      .map((l) => l.ref);
    expect(expected.length).toBe(20);
    expect(answer.body.data.map((l: { ref: string }) => l.ref)).toEqual(expected);
    expect(answer.body.hasMore).toBe(true);
  });

  it('never shows category assistance, even though the market has published ones', async () => {
    expect(
      sandbox.control.market.listings.some((l) => l.category === 'assistance' && l.status === 'published'),
    ).toBe(true);
    const answer = await call(sandbox, '/v1/listings?limit=20');
    expect(answer.body.data.length).toBe(20);
    expect(answer.body.data.every((l: { category: string }) => l.category !== 'assistance')).toBe(true);
  });
});

describe('GET /v1/listings/{ref}', () => {
  it('answers exactly the spec fields (no account ids) with the website url', async () => {
    const answer = await call(sandbox, `/v1/listings/${fx.A!.ref}`);
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body.data).sort()).toEqual(
      [
        'ref',
        'category',
        'fromCity',
        'fromCountry',
        'toCity',
        'toCountry',
        'dateType',
        'dateFrom',
        'dateTo',
        'description',
        'budget',
        'currency',
        'urgent',
        'needsInvoice',
        'paymentDays',
        'weightKg',
        'volumeM3',
        'truckTypes',
        'status',
        'createdAt',
        'expiresAt',
        'estimatedCost',
        'distanceKm',
        'url',
      ].sort(),
    );
    expect(answer.body.data.url).toBe(`${sandbox.origin}/web/listings/${fx.A!.ref}`);
  });

  it('is 404 for assistance, as for an unknown code', async () => {
    const assistance = await call(sandbox, `/v1/listings/${fx.E!.ref}`, { key: keyOf(sandbox, 'shipper') });
    expect(assistance.status).toBe(404);
    expect(assistance.body.error.code).toBe('not_found');
    expect((await call(sandbox, '/v1/listings/FX-ZZZZZZ')).status).toBe(404);
  });

  it('shows a hidden listing only to its owner', async () => {
    const path = `/v1/listings/${fx.F!.ref}`;
    expect((await call(sandbox, path)).status).toBe(404);
    expect((await call(sandbox, path, { key: keyOf(sandbox, 'carrier') })).status).toBe(404);
    const owner = await call(sandbox, path, { key: keyOf(sandbox, 'shipper') });
    expect(owner.status).toBe(200);
    expect(owner.body.data.status).toBe('hidden');
  });

  it('shows closed listings publicly, with transportStage only for the owner and the chosen carrier', async () => {
    const path = `/v1/listings/${fx.G!.ref}`;
    const anonymous = await call(sandbox, path);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.data).not.toHaveProperty('transportStage');
    expect(anonymous.body.data).not.toHaveProperty('stageUpdatedAt');
    const other = await call(sandbox, path, { key: keyOf(sandbox, 'listings-only') });
    expect(other.body.data).not.toHaveProperty('transportStage');
    for (const account of ['shipper', 'carrier']) {
      const seen = await call(sandbox, path, { key: keyOf(sandbox, account) });
      expect(seen.body.data.transportStage).toBe('in_transit');
      expect(typeof seen.body.data.stageUpdatedAt).toBe('string');
    }
  });
});
