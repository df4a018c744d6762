/**
 * Methods over real HTTP (docs/api.md §Routes, §Errors): every method but GET/HEAD on every /v1 route
 * of v1.json is 405 `method_not_allowed` with `Allow: GET, HEAD` and the error body, whatever depth
 * refuses it: Fastify's routes (POST, PUT, PATCH, DELETE, OPTIONS), the /v1 hook (TRACE, QUERY,
 * PROPFIND and the other methods Node's parser knows), Node's parser (a method token it does not know)
 * and the server's `connect` event (CONNECT). On an unknown /v1 path every method is 404.
 */
import { METHODS } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { loadContract } from '../contract';
import { assertHonest } from '../../testing/honest-response';
import { portOf, rawExchange, seenOf, type RawAnswer } from '../../testing/raw-http';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
});

afterAll(async () => {
  await sandbox?.close();
});

/** Every method but GET and HEAD: those Node knows (QUERY, TRACE, PROPFIND, CONNECT, ...) and two it does not. */
const REFUSED = [...METHODS.filter((m) => m !== 'GET' && m !== 'HEAD'), 'FOO', 'BREW'];

/** One concrete path per route of v1.json (path parameters filled with well-formed values). */
function v1Paths(): string[] {
  return Object.keys(loadContract().document.paths ?? {}).map(
    (p) => `/v1${p.replace('{ref}', 'FX-7K2M9Q').replace('{id}', '0b8f5e0c-3b7a-4c1e-9d2a-5f6e7a8b9c0d')}`,
  );
}

async function exchange(method: string, target: string, extra = ''): Promise<RawAnswer> {
  const port = portOf(sandbox.origin);
  const answer = await rawExchange(
    port,
    `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}Connection: close\r\n\r\n`,
  );
  await assertHonest(seenOf(method === 'GET' ? 'GET' : method, target, answer));
  return answer;
}

function expectErrorBody(answer: RawAnswer, code: string): void {
  expect(answer.body?.error?.code).toBe(code);
  expect(answer.body.error.requestId).toBe(answer.headers['x-request-id']);
  expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
}

describe('every method but GET/HEAD on a /v1 route', () => {
  it("covers the 13 routes of v1.json and Node's methods QUERY, TRACE, PROPFIND, PATCH, OPTIONS, CONNECT", () => {
    expect(v1Paths()).toHaveLength(13);
    for (const m of ['QUERY', 'TRACE', 'PROPFIND', 'PATCH', 'OPTIONS', 'CONNECT'])
      expect(REFUSED).toContain(m);
  });

  it('is 405 method_not_allowed with Allow: GET, HEAD and the error body, on every route', async () => {
    for (const path of v1Paths()) {
      for (const method of REFUSED) {
        const answer = await exchange(method, `${path}?limit=1`);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
        expectErrorBody(answer, 'method_not_allowed');
        expect(answer.body.error.message).toContain(method);
      }
    }
  });

  it('is 405 for QUERY with a body and a Content-Type too (no body is read)', async () => {
    const answer = await exchange(
      'QUERY',
      '/v1/listings',
      'Content-Type: application/json\r\nContent-Length: 2\r\n',
    );
    expect(answer.status).toBe(405);
    expectErrorBody(answer, 'method_not_allowed');
  });

  it('checks the key first: a revoked key is 401 whatever the method', async () => {
    const key = sandbox.demoKeys.find((k) => k.revoked)!.key;
    const answer = await exchange('TRACE', '/v1/listings', `Authorization: Bearer ${key}\r\n`);
    expect(answer.status).toBe(401);
    expectErrorBody(answer, 'unauthorized');
  });
});

describe('a path under /v1 that is no route', () => {
  it('is 404 not_found with the error body for every method', async () => {
    for (const method of ['GET', ...REFUSED]) {
      const answer = await exchange(method, '/v1/lorries');
      expect(answer.status, method).toBe(404);
      expectErrorBody(answer, 'not_found');
    }
  });

  it('includes an empty last segment: /v1/vehicles/ and /v1/offers/ are no route (regression: they reached GET /vehicles/{id})', async () => {
    const carrier = sandbox.demoKeys.find((k) => k.account === 'carrier')!.key;
    for (const path of ['/v1/vehicles/', '/v1/companies/', '/v1/listings/', '/v1/listings//offers']) {
      const answer = await exchange('GET', path);
      expect(answer.status, path).toBe(404);
      expectErrorBody(answer, 'not_found');
    }
    const offers = await exchange('GET', '/v1/offers/', `Authorization: Bearer ${carrier}\r\n`);
    expect(offers.status).toBe(404);
  });
});

describe('outside /v1 and unreadable requests', () => {
  it('answers a method with no route outside /v1 404, with the error body', async () => {
    for (const method of ['TRACE', 'FOO', 'QUERY']) {
      const answer = await exchange(method, '/_sandbox/keys');
      expect(answer.status, method).toBe(404);
      expectErrorBody(answer, 'not_found');
    }
  });

  it('answers a request line it cannot read 400 invalid_request with the error body', async () => {
    const answer = await rawExchange(portOf(sandbox.origin), 'GET\r\n\r\n');
    expect(answer.status).toBe(400);
    expectErrorBody(answer, 'invalid_request');
    const badHeader = await rawExchange(
      portOf(sandbox.origin),
      'GET /v1/listings HTTP/1.1\r\nBad Header: x\r\n\r\n',
    );
    expect(badHeader.status).toBe(400);
    expectErrorBody(badHeader, 'invalid_request');
  });

  it('answers HTTP/1.1 without a Host header like any request (the default sandbox checks no Host)', async () => {
    const answer = await rawExchange(
      portOf(sandbox.origin),
      'GET /v1/events/types HTTP/1.1\r\nConnection: close\r\n\r\n',
    );
    expect(answer.status).toBe(200);
  });

  it('ignores an Expect it does not know instead of a bare 417', async () => {
    const answer = await exchange('GET', '/v1/events/types', 'Expect: something\r\n');
    expect(answer.status).toBe(200);
  });
});
