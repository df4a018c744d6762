/**
 * Errors, keys and the small routes over real HTTP: parameter validation (one `fields` entry per bad
 * parameter), 401/405/404, `X-Request-Id`, the per-holder budget, HEAD, `/v1.json`, `/_sandbox/keys`,
 * `/places` and `/events/types`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { call, keyOf, type Answer } from '../../testing/http';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
});

afterAll(async () => {
  await sandbox?.close();
});

function expectRequestId(answer: Answer): void {
  const id = answer.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  if (answer.body?.error) expect(answer.body.error.requestId).toBe(id);
}

describe('invalid parameters (400 invalid_request)', () => {
  it.each([
    ['limit=0', 'query.limit', 'out_of_range'],
    ['limit=21', 'query.limit', 'out_of_range'],
    ['limit=abc', 'query.limit', 'invalid_type'],
    ['dateFrom=2026-13-01', 'query.dateFrom', 'invalid_format'],
    ['fromCountry=ROU', 'query.fromCountry', 'invalid_format'],
    ['truckTypes=spaceship', 'query.truckTypes', 'invalid_value'],
    ['truckTypes=van,,tipper', 'query.truckTypes', 'invalid_value'],
    ['category=assistance', 'query.category', 'invalid_value'],
    ['weightMax=-1', 'query.weightMax', 'out_of_range'],
    ['dateFrom=2026-12-10&dateTo=2026-12-01', 'query.dateTo', 'out_of_range'],
  ])('/listings?%s -> %s %s', async (query, path, code) => {
    const answer = await call(sandbox, `/v1/listings?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_request');
    expect(answer.body.error.fields).toEqual([{ path, code }]);
    expectRequestId(answer);
  });

  it('an over-long cursor is invalid_cursor (from a holder with no recent request: no cursor gap)', async () => {
    const answer = await call(sandbox, `/v1/listings?cursor=${'x'.repeat(513)}`, {
      key: keyOf(sandbox, 'listings-only'),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields).toEqual([{ path: 'query.cursor', code: 'invalid_cursor' }]);
  });

  it('gives one entry per bad parameter, all of them, and names them in the message', async () => {
    const answer = await call(
      sandbox,
      '/v1/listings?limit=0&dateFrom=2026-13-01&fromCountry=ROU&truckTypes=spaceship&volumeMax=lots&unknown=1',
    );
    expect(answer.status).toBe(400);
    const fields = answer.body.error.fields as { path: string; code: string }[];
    expect([...fields].sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'query.dateFrom', code: 'invalid_format' },
      { path: 'query.fromCountry', code: 'invalid_format' },
      { path: 'query.limit', code: 'out_of_range' },
      { path: 'query.truckTypes', code: 'invalid_value' },
      { path: 'query.volumeMax', code: 'invalid_type' },
    ]);
    for (const f of fields) expect(answer.body.error.message).toContain(f.path);
  });

  it('trims q before its length check: q=a and q="  a " are too_short, a missing q is required', async () => {
    for (const q of ['a', '%20%20a%20']) {
      const answer = await call(sandbox, `/v1/places?q=${q}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error.fields).toEqual([{ path: 'query.q', code: 'too_short' }]);
    }
    const missing = await call(sandbox, '/v1/places');
    expect(missing.body.error.fields).toEqual([{ path: 'query.q', code: 'required' }]);
  });

  it('ignores unknown query parameters', async () => {
    const answer = await call(sandbox, '/v1/listings?limit=3&colour=blue');
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBe(3);
  });
});

describe('keys (401 unauthorized)', () => {
  const live = `fx_live_${'a'.repeat(32)}`;
  it.each([
    ['a live key', `Bearer ${live}`, /live keys are refused on the sandbox/i],
    ['a malformed key', 'Bearer not-a-key', /not an API key/],
    ['an unknown test key', `Bearer test_fx_${'b'.repeat(32)}`, /does not know/],
    ['another scheme', `Basic ${live}`, /Bearer/],
  ])('refuses %s on a public route, with WWW-Authenticate: Bearer', async (_what, header, message) => {
    const answer = await call(sandbox, '/v1/events/types', { headers: { authorization: header } });
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('unauthorized');
    expect(answer.body.error.message).toMatch(message);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
    expectRequestId(answer);
  });

  it('refuses a revoked key', async () => {
    const answer = await call(sandbox, '/v1/listings', { key: keyOf(sandbox, 'revoked') });
    expect(answer.status).toBe(401);
    expect(answer.body.error.message).toMatch(/revoked/);
    expect(answer.headers.get('www-authenticate')).toBe('Bearer');
  });

  it('accepts a valid demo key', async () => {
    expect((await call(sandbox, '/v1/events/types', { key: keyOf(sandbox, 'carrier') })).status).toBe(200);
  });
});

describe('routes and methods', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])(
    '%s on a /v1 route is 405 with Allow: GET, HEAD',
    async (method) => {
      const answer = await call(sandbox, '/v1/listings', {
        method,
        headers: { 'content-type': 'text/xml' },
      });
      expect(answer.status).toBe(405);
      expect(answer.body.error.code).toBe('method_not_allowed');
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
      expectRequestId(answer);
    },
  );

  it('an unknown route under /v1 is 404 not_found', async () => {
    const answer = await call(sandbox, '/v1/lorries');
    expect(answer.status).toBe(404);
    expect(answer.body.error.code).toBe('not_found');
    expectRequestId(answer);
  });

  it('HEAD works where GET does, with the request id', async () => {
    const response = await fetch(`${sandbox.origin}/v1/events/types`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('every success carries a fresh uuid X-Request-Id', async () => {
    const a = await call(sandbox, '/v1/events/types');
    const b = await call(sandbox, '/v1/events/types');
    expectRequestId(a);
    expectRequestId(b);
    expect(a.headers.get('x-request-id')).not.toBe(b.headers.get('x-request-id'));
  });
});

describe('small routes', () => {
  it('/v1/events/types lists the 8 planned types of docs/api.md §Events', async () => {
    const answer = await call(sandbox, '/v1/events/types');
    expect(answer.body.data.map((e: { type: string }) => e.type).sort()).toEqual(
      [
        'listing.created',
        'listing.cancelled',
        'listing.stage_changed',
        'offer.received',
        'offer.accepted',
        'offer.declined',
        'offer.withdrawn',
        'vehicle.request_received',
      ].sort(),
    );
    for (const e of answer.body.data) {
      expect(e).toMatchObject({ status: 'planned', apiVersion: 'v1' });
      expect(['listings:read', 'offers:read', 'vehicles:read']).toContain(e.permission);
    }
  });

  it('/v1/places answers Place objects, best first', async () => {
    const answer = await call(sandbox, '/v1/places?q=%20Brasov%20');
    expect(answer.status).toBe(200);
    expect(answer.body.data[0]).toEqual({
      city: 'Brașov',
      country: 'RO',
      county: 'Brașov',
      slug: expect.any(String),
    });
    expect(answer.body.data.length).toBeLessThanOrEqual(10);
  });

  it('/v1.json serves the OpenAPI description; /_sandbox/keys the demo keys', async () => {
    const spec = await call(sandbox, '/v1.json');
    expect(spec.body.openapi).toMatch(/^3\.1/);
    expect(spec.body.paths['/listings']).toBeDefined();
    const keys = await call(sandbox, '/_sandbox/keys');
    expect(keys.body.data).toEqual(sandbox.demoKeys);
    expect(keys.body.data.find((k: { account: string }) => k.account === 'revoked').revoked).toBe(true);
  });
});

describe('per-holder budget', () => {
  it('refuses past rateLimitPerMinute requests a minute per holder with 429 and Retry-After', async () => {
    const small = await startSandbox({ port: 0, rateLimitPerMinute: 3 });
    try {
      for (let i = 0; i < 3; i++) expect((await call(small, '/v1/events/types')).status).toBe(200);
      const refused = await call(small, '/v1/events/types');
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('rate_limited');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number.isInteger(Number(refused.headers.get('retry-after')))).toBe(true);
      expectRequestId(refused);
      // another holder (a key) has its own budget
      expect((await call(small, '/v1/events/types', { key: keyOf(small, 'shipper') })).status).toBe(200);
    } finally {
      await small.close();
    }
  });
});
