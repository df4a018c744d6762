/**
 * Huge requests and path parameters not of their form, over real HTTP (docs/api.md §Errors): a path and
 * query over 8192 characters is 414 `uri_too_long`, header fields over 16 KiB 431 `headers_too_large`,
 * over the parser's 64 KiB 431 too, each with the error body and `X-Request-Id`; a path parameter not of
 * its form is 400 naming `path.<name>` (`invalid_format`), a well-formed one that matches nothing 404.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { assertHonest } from '../../testing/honest-response';
import { httpGet, portOf, rawExchange, seenOf, type RawAnswer } from '../../testing/raw-http';

let sandbox: RunningSandbox;
let shipperKey: string;
let carrierKey: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
  shipperKey = sandbox.demoKeys.find((k) => k.account === 'shipper')!.key;
  carrierKey = sandbox.demoKeys.find((k) => k.account === 'carrier')!.key;
});

afterAll(async () => {
  await sandbox?.close();
});

async function get(target: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const answer = await httpGet(sandbox.origin, target, { headers });
  await assertHonest(seenOf('GET', target, answer));
  return answer;
}

function expectError(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.body?.error?.code).toBe(code);
  expect(answer.body.error.requestId).toBe(answer.headers['x-request-id']);
  expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(answer.text).not.toMatch(/"statusCode"|Client Error/);
}

describe('huge requests', () => {
  it('answers a 20 KB URL 414 uri_too_long with the error body', async () => {
    const answer = await get(`/v1/listings?colour=${'a'.repeat(20_000)}`);
    expectError(answer, 414, 'uri_too_long');
    expect(answer.body.error.message).toContain('8192');
  });

  it('reads a path and query of exactly 8192 characters; one more is 414', async () => {
    const base = '/v1/listings?limit=1&colour=';
    expect((await get(`${base}${'a'.repeat(8192 - base.length)}`)).status).toBe(200);
    expectError(await get(`${base}${'a'.repeat(8193 - base.length)}`), 414, 'uri_too_long');
  });

  it('answers 20 KB of header fields 431 headers_too_large with the error body', async () => {
    const answer = await get('/v1/events/types', { 'x-big': 'a'.repeat(20_000) });
    expectError(answer, 431, 'headers_too_large');
  });

  it('answers a request over the parser limit (64 KiB) 431 with the error body and closes', async () => {
    const port = portOf(sandbox.origin);
    for (const request of [
      `GET /v1/events/types HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
      `GET /v1/listings?colour=${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ]) {
      const answer = await rawExchange(port, request);
      expectError(answer, 431, 'headers_too_large');
      expect(answer.headers.connection).toBe('close');
    }
  });

  it('keeps serving after huge requests', async () => {
    expect((await get('/v1/events/types')).status).toBe(200);
  });
});

describe('path parameters not of their form', () => {
  it('answers a ref of 150 characters 400 naming path.ref, not "the request could not be read"', async () => {
    const answer = await get(`/v1/listings/${'A'.repeat(150)}`);
    expectError(answer, 400, 'invalid_request');
    expect(answer.body.error.fields).toEqual([{ path: 'path.ref', code: 'invalid_format' }]);
    expect(answer.body.error.message).not.toContain('could not be read');
  });

  it.each([
    ['fx-7k2m9q', 'lower case'],
    ['FX-7K2M9O', 'a letter O'],
    ['FX-7K2M9I', 'a letter I'],
    ['FX-7K2M9', 'five characters'],
    ['FX-7K2M9QQ', 'seven characters'],
    ['%E2%9C%93', 'a unicode character'],
    ['%E0%A4%A', 'broken percent-encoding'],
    ['..', 'a dot segment'],
  ])('answers ref %s (%s) 400 path.ref invalid_format on both ref routes', async (ref) => {
    const one = await get(`/v1/listings/${ref}`);
    expectError(one, 400, 'invalid_request');
    expect(one.body.error.fields).toEqual([{ path: 'path.ref', code: 'invalid_format' }]);
    const offers = await get(`/v1/listings/${ref}/offers`, { authorization: `Bearer ${shipperKey}` });
    expectError(offers, 400, 'invalid_request');
    expect(offers.body.error.fields).toEqual([{ path: 'path.ref', code: 'invalid_format' }]);
  });

  it('answers a well-formed ref that matches nothing 404 not_found on both ref routes', async () => {
    expectError(await get('/v1/listings/FX-222222'), 404, 'not_found');
    expectError(
      await get('/v1/listings/FX-222222/offers', { authorization: `Bearer ${shipperKey}` }),
      404,
      'not_found',
    );
  });

  it('checks the key before the path: a bad ref without a key on a key-only route is 401', async () => {
    expectError(await get(`/v1/listings/${'A'.repeat(150)}/offers`), 401, 'unauthorized');
  });

  it.each([
    ['/v1/offers/', 'carrier'],
    ['/v1/vehicles/', 'none'],
    ['/v1/companies/', 'none'],
  ])('answers %s{not a uuid} 400 path.id and an unknown uuid in any case 404', async (prefix, who) => {
    const headers: Record<string, string> =
      who === 'carrier' ? { authorization: `Bearer ${carrierKey}` } : {};
    for (const id of ['42', 'x'.repeat(150), '0b8f5e0c-3b7a-4c1e-9d2a-5f6e7a8b9c0', '%E0%A4%A']) {
      const answer = await get(`${prefix}${id}`, headers);
      expectError(answer, 400, 'invalid_request');
      expect(answer.body.error.fields).toEqual([{ path: 'path.id', code: 'invalid_format' }]);
    }
    for (const id of ['0b8f5e0c-3b7a-4c1e-9d2a-5f6e7a8b9c0d', '0B8F5E0C-3B7A-4C1E-9D2A-5F6E7A8B9C0D']) {
      expectError(await get(`${prefix}${id}`, headers), 404, 'not_found');
    }
  });

  it('finds a real resource by its uuid in upper case', async () => {
    const id = sandbox.control.market.companies[0]!.id.toUpperCase();
    expect((await get(`/v1/companies/${id}`)).status).toBe(200);
  });
});
