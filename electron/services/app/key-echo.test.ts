/**
 * A server that quotes the key back (a custom server, a proxy, a misconfigured gateway) gets nothing
 * of it to the window (docs/api.md §Keys and environments): through the real API client and
 * `invokeCall`, every answer of a loopback server that echoes the `Authorization` header, in an
 * error's message, request id, field problems, or a 200's nested fields, reaches the CallResult with
 * no run of 8 characters of the key; its last 4 may show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invokeCall } from './invoke';
import { runsOfKey as runsOf, startKeyEcho, type KeyEcho } from './key-echo.testing';
import type { AppServices } from './services';

const KEY = 'test_fx_' + 'Hq4Wd9Ls2Kv7Mb3Nc8Xz1Pr6Tj5Gy0Fe';
const BARE = KEY.slice('test_fx_'.length);

let echo: KeyEcho;
let services: AppServices;
/** Every run of 8 characters of the key in `text`. */
const runsOfKey = (text: string) => runsOf(KEY, text);

beforeAll(async () => {
  echo = await startKeyEcho({
    key: KEY,
    handle: (request, response, key, authorization) => {
      const path = request.url ?? '';
      const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      };
      if (path.startsWith('/v1/events/types')) {
        json(200, {
          data: [
            { type: `listing.${key}`, label: `Sent with ${authorization}`, deeper: { list: [key, BARE] } },
          ],
          hasMore: false,
          nextCursor: null,
        });
      } else if (path.startsWith('/v1/listings/mine')) {
        json(
          401,
          {
            error: {
              code: 'unauthorized',
              message: `The header "Authorization: ${authorization}" was refused (key ${key.slice(8)}).`,
              requestId: `req-${key}`,
              fields: [{ path: `header.${key}`, code: key.slice(5, 25) }],
            },
          },
          { 'www-authenticate': 'Bearer', 'x-request-id': key },
        );
      } else if (path.startsWith('/v1/vehicles/mine')) {
        // no error body: the request id comes from the header alone
        response.writeHead(502, { 'content-type': 'text/html', 'x-request-id': `gw-${key}` });
        response.end(`<p>Bad gateway for ${authorization}</p>`);
      } else {
        json(404, { error: { code: 'not_found', message: `Nothing at ${path} for ${authorization}` } });
      }
    },
  });
  services = echo.services;
});

afterAll(() => echo.close());

describe('a server that echoes the key', () => {
  it.each([
    ['listings.mine', 'a 401 quoting the header in message, requestId and fields', { cursor: null }],
    ['vehicles.mine', 'a 502 page with the key in X-Request-Id', { cursor: null }],
    ['events.types', 'a 200 with the key in nested fields and property values', {}],
    ['listings.get', 'a 404 quoting the header', { ref: 'FX-7K2M9Q' }],
  ])('%s: %s reaches the window without the key', async (name, _what, input) => {
    const before = echo.echoed();
    const result = await invokeCall(services.handlers, name, input);
    expect(echo.echoed(), 'the key was sent, and echoed').toBeGreaterThan(before);
    const text = JSON.stringify(result);
    expect(runsOfKey(text)).toEqual([]);
    expect(text).not.toContain(BARE);
    expect(text).toContain(KEY.slice(-4));
  });

  it('the 401 still says what happened', async () => {
    const result = await invokeCall(services.handlers, 'listings.mine', { cursor: null });
    expect(result).toMatchObject({
      ok: false,
      error: {
        kind: 'unauthorized',
        status: 401,
        message: `The header "Authorization: Bearer [key …${KEY.slice(-4)}]" was refused (key [key …${KEY.slice(-4)}]).`,
        requestId: `req-[key …${KEY.slice(-4)}]`,
      },
    });
  });
});
