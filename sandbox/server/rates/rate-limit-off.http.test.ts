/**
 * `--rate-limit 0` (`rateLimitPerMinute: 0`) turns the per-holder budget off and changes nothing else
 * (docs/api.md §Rate limits): two sandboxes over the same market and
 * clock, one with the default budget and one without, give the same answers (status, body but for
 * `requestId`, the signed `nextCursor` and the origin, headers) to the same requests, valid and not; only past the
 * budget does the default one answer 429.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { call, keyOf, type Answer } from '../../testing/http';

const START = Date.parse('2026-11-20T08:00:00Z');
let limited: RunningSandbox;
let unlimited: RunningSandbox;

beforeAll(async () => {
  [limited, unlimited] = await Promise.all([
    startSandbox({ port: 0, seed: 5, now: () => START }),
    startSandbox({ port: 0, seed: 5, now: () => START, rateLimitPerMinute: 0 }),
  ]);
});

afterAll(async () => {
  await Promise.all([limited?.close(), unlimited?.close()]);
});

/** Requests of every route, valid and not: [path, demo account or null]. */
function requests(sandbox: RunningSandbox): [string, string | null][] {
  const market = sandbox.control.market;
  const ref = market.listings[0]!.ref;
  return [
    ['/v1/listings?limit=3&fromCountry=ro', null],
    ['/v1/listings?limit=0', null],
    ['/v1/listings?truckTypes=&dateFrom=2026-12-10&dateTo=2026-12-01', null],
    [`/v1/listings/${ref}`, null],
    ['/v1/listings/fx-abc', null],
    ['/v1/listings/mine?limit=2', 'shipper'],
    ['/v1/listings/mine', null],
    [`/v1/listings/${ref}/offers`, 'listings-only'],
    ['/v1/offers/mine?limit=2', 'carrier'],
    [`/v1/offers/${market.offers[0]!.id}`, 'carrier'],
    ['/v1/vehicles?limit=2&vehicle=van', null],
    [`/v1/vehicles/${market.vehicles[0]!.id}`, null],
    ['/v1/vehicles/mine?limit=2', 'carrier'],
    ['/v1/places?q=cluj', null],
    ['/v1/places?q=a', null],
    ['/v1/cost-estimate?fromCountry=RO&toCountry=DE&price=1500', null],
    ['/v1/cost-estimate?fromCountry=RO&toCountry=DE&price=1e400', null],
    [`/v1/companies/${market.companies[0]!.id}`, null],
    ['/v1/events/types', 'revoked'],
    ['/v1/events/types', null],
    ['/v1/lorries', null],
  ];
}

/** The answer without what differs by nature: request id, cursor signature, the origin in URLs. */
function comparable(answer: Answer, origin: string): unknown {
  const body = (
    answer.body === undefined
      ? undefined
      : JSON.parse(JSON.stringify(answer.body).replaceAll(origin, 'ORIGIN'))
  ) as Record<string, unknown> | undefined;
  const error = body?.error as Record<string, unknown> | undefined;
  return {
    status: answer.status,
    body: error
      ? { error: { ...error, requestId: '' } }
      : body && 'nextCursor' in body
        ? { ...body, nextCursor: body.nextCursor ? 'cursor' : null }
        : body,
    headers: ['content-type', 'allow', 'www-authenticate', 'retry-after'].map((h) => answer.headers.get(h)),
  };
}

describe('rateLimitPerMinute: 0', () => {
  it('gives the same answers as the default budget to the same requests', async () => {
    const a = requests(limited);
    const b = requests(unlimited);
    expect(b).toEqual(a);
    for (const [path, account] of a) {
      const one = await call(limited, path, account ? { key: keyOf(limited, account) } : {});
      const two = await call(unlimited, path, account ? { key: keyOf(unlimited, account) } : {});
      expect(comparable(two, unlimited.origin), path).toEqual(comparable(one, limited.origin));
    }
  });

  it('never answers 429 for the budget, where the default budget does past 300 a minute', async () => {
    let refusedAt = 0;
    for (let i = 1; i <= 310 && refusedAt === 0; i++) {
      if ((await call(limited, '/v1/events/types')).status === 429) refusedAt = i;
    }
    // The first test spent some of this holder's budget already.
    expect(refusedAt).toBeGreaterThan(250);
    expect(refusedAt).toBeLessThanOrEqual(301);
    for (let i = 0; i < 320; i++) expect((await call(unlimited, '/v1/events/types')).status).toBe(200);
  });
});
