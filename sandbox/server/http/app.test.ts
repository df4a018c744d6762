import { describe, expect, it } from 'vitest';
import { buildServer, isV1Path } from './app';
import type { SandboxContext } from '../context';
import { HolderBudget } from '../rates/rate-limits';
import { readRoute } from './route-kit';

/** Only what the /v1 hook needs: no key sent, no budget. */
const ctx = {
  environment: 'sandbox',
  keys: () => undefined,
  budget: new HolderBudget(0),
} as unknown as SandboxContext;

describe('buildServer', () => {
  it('answers an unexpected error with 500 internal_error, the request id and no stack trace', async () => {
    const app = buildServer(ctx, {
      groups: [
        (a) =>
          readRoute(a, '/v1/boom', () => {
            throw new Error('secret detail at /work/main/sandbox/server/x.ts:1');
          }),
      ],
    });
    const response = await app.inject({ method: 'GET', url: '/v1/boom' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.error.code).toBe('internal_error');
    expect(body.error.requestId).toBe(response.headers['x-request-id']);
    expect(response.body).not.toMatch(/secret detail|\.ts:|at /);
    await app.close();
  });

  it('answers a malformed URL with 400 invalid_request and the request id', async () => {
    const app = buildServer(ctx, { groups: [] });
    const response = await app.inject({ method: 'GET', url: '/v1/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('invalid_request');
    expect(response.json().error.requestId).toBe(response.headers['x-request-id']);
    await app.close();
  });
});

describe('isV1Path', () => {
  it('is true under the version root only', () => {
    expect(isV1Path('/v1/listings?x=1')).toBe(true);
    expect(isV1Path('/v1')).toBe(true);
    expect(isV1Path('/v1.json')).toBe(false);
    expect(isV1Path('/_sandbox/keys')).toBe(false);
  });
});
