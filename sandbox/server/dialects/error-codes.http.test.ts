/** `error-codes` over real HTTP: other codes, same statuses, bodies, messages and field codes. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { keyOf, pastCursorGap } from '../../testing/http';
import { ask, okBody } from '../../testing/dialects';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0, dialects: ['error-codes'] });
});

afterEach(() => {
  sandbox.faults.clear();
});

afterAll(async () => {
  await sandbox?.close();
});

/** Asks `path` and expects an error with `status`; returns `error`, checked for its shape. */
async function errorOf(path: string, status: number, key?: string) {
  const answer = await ask(sandbox, path, { key });
  expect(answer.status, answer.text).toBe(status);
  const error = answer.body.error;
  expect(Object.keys(answer.body)).toEqual(['error']);
  expect(error.requestId).toBe(answer.headers['x-request-id']);
  expect(typeof error.message).toBe('string');
  return { error, headers: answer.headers };
}

describe('error-codes', () => {
  it('400 is bad_request; the field codes stay ours', async () => {
    const { error } = await errorOf('/v1/places?q=a', 400);
    expect(error.code).toBe('bad_request');
    expect(error.fields).toEqual([{ path: 'query.q', code: 'too_short' }]);
    const cursor = await errorOf('/v1/listings?cursor=not-a-cursor', 400);
    expect(cursor.error.code).toBe('bad_request');
    expect(cursor.error.fields).toEqual([{ path: 'query.cursor', code: 'invalid_cursor' }]);
  });

  it('401 is invalid_token (still with WWW-Authenticate), 403 forbidden, 404 resource_not_found', async () => {
    const revoked = await errorOf('/v1/listings?limit=1', 401, keyOf(sandbox, 'revoked'));
    expect(revoked.error.code).toBe('invalid_token');
    expect(revoked.headers['www-authenticate']).toBe('Bearer');
    const forbidden = await errorOf('/v1/offers/mine', 403, keyOf(sandbox, 'listings-only'));
    expect(forbidden.error.code).toBe('forbidden');
    expect((await errorOf('/v1/listings/FX-000000', 404)).error.code).toBe('resource_not_found');
    expect((await errorOf('/v1/no-such-route', 404)).error.code).toBe('resource_not_found');
  });

  it('every 409 is conflict, its message unchanged (start again from the first page)', async () => {
    const first = await okBody(sandbox, '/v1/listings?limit=1');
    await pastCursorGap();
    const cursor = encodeURIComponent(first.nextCursor as string);
    const { error } = await errorOf(`/v1/listings?limit=1&category=car&cursor=${cursor}`, 409);
    expect(error.code).toBe('conflict');
    expect(error.message).toMatch(/first page/i);
  });

  it('429 is too_many_requests (Retry-After kept), injected 5xx are server_error', async () => {
    sandbox.faults.set({ force429: 1 });
    const limited = await errorOf('/v1/events/types', 429);
    expect(limited.error.code).toBe('too_many_requests');
    expect(limited.headers['retry-after']).toBe('1');
    sandbox.faults.set({ errorRate: 1 });
    for (const status of [500, 502, 503]) {
      expect((await errorOf('/v1/events/types', status)).error.code).toBe('server_error');
    }
  });

  it('leaves 405, the 2xx answers and everything outside /v1 alone', async () => {
    const post = await ask(sandbox, '/v1/listings', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.body.error.code).toBe('method_not_allowed');
    expect((await okBody(sandbox, '/v1/events/types')).data.length).toBeGreaterThan(0);
    const control = await ask(sandbox, '/_sandbox/no-such-route');
    expect(control.status).toBe(404);
    expect(control.body.error.code).toBe('not_found');
  });
});
