/**
 * The gate and the request checks of the key-only, offer and vehicle routes over real HTTP
 * (docs/api.md §Keys and environments, §Errors): 401 without a key, 403 naming the permission
 * a key lacks, 405 for every method but GET/HEAD, and 400 `invalid_request` with one `fields` entry per
 * bad parameter.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { call, keyOf, pastCursorGap } from '../../testing/http';

let sandbox: RunningSandbox;
let ref: string;
const offerId = randomUUID();
const vehicleId = randomUUID();

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 7, rateLimitPerMinute: 0 });
  ref = sandbox.control.market.listings[0]!.ref;
});

afterAll(async () => {
  await sandbox?.close();
});

/** The key-only routes and the permission each needs (docs/api.md §Keys and environments). */
const keyOnly = (): [string, string][] => [
  ['/v1/listings/mine', 'listings:read'],
  [`/v1/listings/${ref}/offers`, 'offers:read'],
  ['/v1/offers/mine', 'offers:read'],
  [`/v1/offers/${offerId}`, 'offers:read'],
  ['/v1/vehicles/mine', 'vehicles:read'],
];

describe('the key gate', () => {
  it('answers 401 unauthorized with WWW-Authenticate: Bearer without a key, on every key-only route', async () => {
    for (const [path] of keyOnly()) {
      const answer = await call(sandbox, path);
      expect(answer.status, path).toBe(401);
      expect(answer.body.error.code).toBe('unauthorized');
      expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('answers 401 for a revoked key', async () => {
    const answer = await call(sandbox, '/v1/offers/mine', { key: keyOf(sandbox, 'revoked') });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('answers 403 insufficient_permission naming the permission the key lacks', async () => {
    const key = keyOf(sandbox, 'listings-only');
    for (const [path, permission] of keyOnly().filter(([, p]) => p !== 'listings:read')) {
      const answer = await call(sandbox, path, { key });
      expect(answer.status, path).toBe(403);
      expect(answer.body.error.code).toBe('insufficient_permission');
      expect(answer.body.error.message).toContain(permission);
    }
    expect((await call(sandbox, '/v1/listings/mine', { key })).status).toBe(200);
  });

  it('lets the public vehicle routes through without a key', async () => {
    expect((await call(sandbox, '/v1/vehicles?limit=1')).status).toBe(200);
    expect((await call(sandbox, `/v1/vehicles/${vehicleId}`)).status).toBe(404);
  });
});

describe('methods', () => {
  it('answers 405 method_not_allowed with Allow: GET, HEAD for POST and DELETE on every new route', async () => {
    const paths = [...keyOnly().map(([path]) => path), '/v1/vehicles', `/v1/vehicles/${vehicleId}`];
    for (const path of paths) {
      for (const method of ['POST', 'DELETE']) {
        const answer = await call(sandbox, path, { method, key: keyOf(sandbox, 'carrier') });
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.body.error.code).toBe('method_not_allowed');
        expect(answer.headers.get('allow')).toBe('GET, HEAD');
      }
    }
  });
});

describe('invalid parameters', () => {
  const fieldsOf = async (path: string) => {
    const answer = await call(sandbox, path, { key: keyOf(sandbox, 'carrier') });
    expect(answer.status, path).toBe(400);
    expect(answer.body.error.code).toBe('invalid_request');
    return answer.body.error.fields;
  };

  it('refuses a malformed id: invalid_format', async () => {
    expect(await fieldsOf('/v1/offers/not-a-uuid')).toEqual([{ path: 'path.id', code: 'invalid_format' }]);
    expect(await fieldsOf('/v1/vehicles/12345')).toEqual([{ path: 'path.id', code: 'invalid_format' }]);
  });

  it('refuses limit out of 1..20 on every new list route', async () => {
    const lists = [
      '/v1/listings/mine',
      `/v1/listings/${ref}/offers`,
      '/v1/offers/mine',
      '/v1/vehicles',
      '/v1/vehicles/mine',
    ];
    for (const path of lists) {
      expect(await fieldsOf(`${path}?limit=0`)).toEqual([{ path: 'query.limit', code: 'out_of_range' }]);
      expect(await fieldsOf(`${path}?limit=21`)).toEqual([{ path: 'query.limit', code: 'out_of_range' }]);
    }
  });

  it('refuses a cursor that is not ours: invalid_cursor', async () => {
    await pastCursorGap();
    expect(await fieldsOf('/v1/offers/mine?cursor=abc.def')).toEqual([
      { path: 'query.cursor', code: 'invalid_cursor' },
    ]);
  });

  it('names each bad /vehicles filter once: kind, country, date, window order', async () => {
    const fields = await fieldsOf('/v1/vehicles?vehicle=bicycle&fromCountry=ROM&dateTo=2026-02-30&limit=x');
    const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : 1);
    expect([...fields].sort(byPath)).toEqual([
      { path: 'query.dateTo', code: 'invalid_format' },
      { path: 'query.fromCountry', code: 'invalid_format' },
      { path: 'query.limit', code: 'invalid_type' },
      { path: 'query.vehicle', code: 'invalid_value' },
    ]);
  });

  it('refuses dateFrom after dateTo: out_of_range', async () => {
    expect(await fieldsOf('/v1/vehicles?dateFrom=2026-12-10&dateTo=2026-12-01')).toEqual([
      { path: 'query.dateTo', code: 'out_of_range' },
    ]);
  });
});
