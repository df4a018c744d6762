/**
 * Redirects (issue 52 item 2, docs/api.md §Rate limits "Redirects"): the client reads them itself
 * (`redirect: 'manual'`), follows one to the exchange's own origin and refuses one to another origin
 * with a sentence naming that host. Two loopback servers on two ports.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';

const KEY = 'test_fx_' + 'r'.repeat(32);
const servers: Server[] = [];

async function serve(
  answer: (request: IncomingMessage, base: string) => [number, Record<string, string>, string],
) {
  const seen: { url: string; authorization: string | undefined }[] = [];
  let base = '';
  const server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
    const [status, headers, body] = answer(request, base);
    response.writeHead(status, headers);
    response.end(body);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, base };
}

const PAGE = JSON.stringify({ data: [], hasMore: false, nextCursor: null });

afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('api client: redirects', () => {
  for (const status of [301, 302, 303, 307, 308]) {
    it(`refuses a ${status} to another port, naming the host, and sends it nothing`, async () => {
      const other = await serve(() => [200, { 'Content-Type': 'application/json' }, PAGE]);
      const exchange = await serve(() => [status, { Location: `${other.base}/v1/listings` }, '']);
      const api = createApiClient({ baseUrl: `${exchange.base}/v1`, getKey: async () => KEY });
      const error = await api.get('/listings', { query: {} }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      const { appError } = error as ApiError;
      expect(appError).toMatchObject({
        kind: 'redirect_refused',
        redirect: 'other_host',
        host: new URL(other.base).host,
        route: 'GET /v1/listings',
      });
      expect(appError.message).toContain(new URL(other.base).host);
      expect(other.seen).toEqual([]);
      expect(exchange.seen).toHaveLength(1); // never retried
    });
  }

  it('follows a redirect within the exchange, the key going only there', async () => {
    const exchange = await serve((request) =>
      request.url?.startsWith('/v1/moved')
        ? [200, { 'Content-Type': 'application/json' }, PAGE]
        : [307, { Location: '/v1/moved/listings' }, ''],
    );
    const api = createApiClient({ baseUrl: `${exchange.base}/v1`, getKey: async () => KEY });
    expect((await api.get('/listings', { query: {} })).hasMore).toBe(false);
    expect(exchange.seen.map((s) => [s.url.split('?')[0], s.authorization])).toEqual([
      ['/v1/listings', `Bearer ${KEY}`],
      ['/v1/moved/listings', `Bearer ${KEY}`],
    ]);
  });

  it('stops after 5 hops within the exchange', async () => {
    const exchange = await serve(() => [302, { Location: '/v1/listings' }, '']);
    const api = createApiClient({ baseUrl: `${exchange.base}/v1`, getKey: async () => KEY });
    const error = (await api.get('/listings', { query: {} }).catch((e: unknown) => e)) as ApiError;
    expect(error.appError).toMatchObject({ kind: 'redirect_refused', redirect: 'too_many' });
    expect(exchange.seen).toHaveLength(6);
  });
});
