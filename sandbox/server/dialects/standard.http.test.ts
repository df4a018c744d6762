/**
 * Without a dialect the answers are the standard ones (docs/api.md), byte for byte the same whether
 * `dialects` is absent or empty; and combined dialects act together on /v1 only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { loadPlaces } from '../../places';
import { call, keyOf } from '../../testing/http';
import { ask, okBody } from '../../testing/dialects';

/** A frozen clock, so that two sandboxes of one seed date their market alike. */
const now = (): number => Date.parse('2026-11-20T08:00:00Z');
let plain: RunningSandbox;
let empty: RunningSandbox;
let combined: RunningSandbox;

beforeAll(async () => {
  [plain, empty, combined] = await Promise.all([
    startSandbox({ port: 0, seed: 3, now, rateLimitPerMinute: 0 }),
    startSandbox({ port: 0, seed: 3, now, rateLimitPerMinute: 0, dialects: [] }),
    startSandbox({
      port: 0,
      seed: 3,
      now,
      rateLimitPerMinute: 0,
      dialects: [
        'bare-wrappers',
        'error-codes',
        'estimate-body',
        'places-unranked',
        'foreign-enums',
        'all-nulls',
      ],
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([plain?.close(), empty?.close(), combined?.close()]);
});

/** The answer's text without what differs between two sandboxes of one seed: ids, cursors, ports. */
function comparable(text: string): string {
  return text
    .replace(/http:\/\/127\.0\.0\.1:\d+/g, 'ORIGIN')
    .replace(/"requestId":"[^"]*"/g, '"requestId":"-"')
    .replace(/"nextCursor":"[^"]*"/g, '"nextCursor":"-"');
}

describe('no dialect', () => {
  it('answers the standard shapes, honest to v1.json', async () => {
    const vehicles = await call(plain, '/v1/vehicles?limit=2');
    const vehicle = await call(plain, `/v1/vehicles/${vehicles.body.data[0].id}`);
    expect(Object.keys(vehicle.body)).toEqual(['data']);
    expect(vehicle.body.data).toEqual(vehicles.body.data[0]);
    const estimate = await call(plain, '/v1/cost-estimate?fromCountry=RO&toCountry=DE&price=100');
    expect(estimate.body.data.typical).toMatch(/^\d+\.\d{2}$/);
    expect(estimate.body.data.price.position).toMatch(/^(below|within|above)$/);
    const places = await call(plain, '/v1/places?q=ba');
    expect(places.body.data.map((p: { slug: string }) => p.slug)).toEqual(
      loadPlaces()
        .search('ba')
        .map((p) => p.slug),
    );
    expect(places.body.data).toHaveLength(10);
    const missing = await call(plain, '/v1/listings/FX-000000');
    expect(missing.body.error.code).toBe('not_found');
    plain.faults.set({ force429: 1 });
    const limited = await call(plain, '/v1/events/types');
    expect(limited.headers.get('retry-after')).toBe('1');
    for (let i = 0; i < 6; i++) expect((await call(plain, '/v1/events/types')).status).toBe(200);
  });

  it('answers exactly the same with dialects absent or empty', async () => {
    const first = await okBody(plain, '/v1/listings?limit=2');
    const offers = await okBody(plain, '/v1/offers/mine?limit=2', keyOf(plain, 'carrier'));
    const paths: [string, string?][] = [
      ['/v1/listings?limit=5'],
      [`/v1/listings/${first.data[1].ref}`],
      ['/v1/listings/mine', 'shipper'],
      ['/v1/vehicles?limit=5'],
      ['/v1/vehicles/mine', 'carrier'],
      [`/v1/offers/${offers.data[1].id}`, 'carrier'],
      ['/v1/places?q=sa'],
      ['/v1/cost-estimate?fromCountry=RO&toCountry=DE&from=Cluj-Napoca&price=100'],
      ['/v1/events/types'],
      ['/v1/listings/FX-000000'],
      ['/v1/places?q=a'],
      ['/v1/offers/mine', 'listings-only'],
    ];
    for (const [path, account] of paths) {
      const a = await ask(plain, path, { key: account && keyOf(plain, account) });
      const b = await ask(empty, path, { key: account && keyOf(empty, account) });
      expect(b.status, path).toBe(a.status);
      expect(comparable(b.text), path).toBe(comparable(a.text));
    }
  });
});

describe('combined dialects', () => {
  it('act together: a bare, reshaped estimate with nulls and a foreign vehicle kind', async () => {
    const estimate = await okBody(
      combined,
      '/v1/cost-estimate?fromCountry=RO&toCountry=DE&from=Cluj-Napoca&vehicle=van&price=100',
    );
    expect(estimate).toMatchObject({ origin: null, destination: null, vehicleType: null, category: null });
    expect(estimate.range.median).toBeTypeOf('number');
    expect(estimate).not.toHaveProperty('data');
    const vehicles = await okBody(combined, '/v1/vehicles?limit=2');
    expect(vehicles.nextCursor).toBeNull();
    const vehicle = await okBody(combined, `/v1/vehicles/${vehicles.data[0].id}`);
    expect(vehicle).toMatchObject({ id: vehicles.data[0].id, vehicle: 'mega_trailer', companyId: null });
    expect((await okBody(combined, '/v1/places?q=ba')).data.length).toBeGreaterThan(10);
    expect((await ask(combined, '/v1/listings/FX-000000')).body.error.code).toBe('resource_not_found');
  });

  it('leave /v1.json and /_sandbox alone', async () => {
    const contract = await ask(combined, '/v1.json');
    expect(contract.text).toBe((await ask(plain, '/v1.json')).text);
    const keys = await ask(combined, '/_sandbox/keys');
    expect(keys.status).toBe(200);
    expect(Object.keys(keys.body)).toEqual(['data']);
    expect((await ask(combined, '/_sandbox/no-such-route')).body.error.code).toBe('not_found');
  });

  it('come before injected faults: a malformed body is still cut short', async () => {
    combined.faults.set({ malformedJsonRate: 1 });
    try {
      const answer = await ask(combined, '/v1/events/types');
      expect(answer.status).toBe(200);
      expect(answer.body).toBeUndefined();
      expect(answer.text.length).toBeGreaterThan(0);
    } finally {
      combined.faults.clear();
    }
  });
});
