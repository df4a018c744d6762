/**
 * The desktop's fetch over `net.request` (net-request-fetch.ts) on the electron stub's `net`, which
 * models Electron 41's `ClientRequest` (build/electron-stub/electron.net.test.ts), against loopback
 * servers: `redirect: 'manual'` resolves to the 3xx itself with its absolute target, the target never
 * asked; the API client over it follows a redirect within the exchange's origin (the key sent there
 * too) and refuses one to another port naming it, never retried, nothing sent there (docs/api.md
 * §Rate limits, "Redirects").
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../services/api/client';
import { ApiError } from '../services/api/errors';
import { netRequestFetch, type NetRequestApi } from './net-request-fetch';

const STUB = '../../build/electron-stub/electron.mjs';
const KEY = 'test_fx_' + 'r'.repeat(32);
const PAGE = JSON.stringify({ data: [], hasMore: false, nextCursor: null });
const servers: Server[] = [];

/** A loopback server answering `answer(path)`; `seen` lists each request's path and Authorization. */
async function serve(answer: (path: string) => [number, Record<string, string>, string?]) {
  const seen: { path: string; authorization: string | undefined }[] = [];
  const server = createServer((request, response) => {
    seen.push({ path: request.url ?? '', authorization: request.headers.authorization });
    const [status, headers, body] = answer(request.url ?? '');
    response.writeHead(status, headers);
    response.end(body ?? '');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return { seen, port, base: `http://127.0.0.1:${port}` };
}

async function netOfStub(): Promise<NetRequestApi> {
  vi.resetModules();
  vi.stubEnv('ELECTRON_STUB_MODE', 'boot');
  const electron = await import(/* @vite-ignore */ STUB);
  await electron.app.whenReady();
  return electron.net as NetRequestApi;
}

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe('netRequestFetch: fetch over net.request', () => {
  it("redirect: 'manual' answers the 3xx itself, Location absolute, and never asks the target", async () => {
    const fetchOver = netRequestFetch(await netOfStub());
    const other = await serve(() => [200, {}, 'other']);
    const exchange = await serve(() => [302, { Location: `${other.base}/v1/listings` }]);
    const response = await fetchOver(`${exchange.base}/v1/a`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(`${other.base}/v1/listings`);
    expect(other.seen).toEqual([]);
    const relative = await serve(() => [301, { Location: '/v1/b' }]);
    const moved = await fetchOver(`${relative.base}/v1/a`, { redirect: 'manual' });
    expect(moved.headers.get('location')).toBe(`${relative.base}/v1/b`);
  });

  it('a 200: status, headers, body; the headers asked for are sent; follow follows', async () => {
    const fetchOver = netRequestFetch(await netOfStub());
    const exchange = await serve((path) =>
      path === '/moved'
        ? [302, { Location: '/here' }]
        : [200, { 'Content-Type': 'application/json', 'X-Request-Id': 'r1' }, PAGE],
    );
    const response = await fetchOver(`${exchange.base}/here`, {
      headers: { Authorization: `Bearer ${KEY}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe('r1');
    expect(await response.text()).toBe(PAGE);
    expect(exchange.seen).toEqual([{ path: '/here', authorization: `Bearer ${KEY}` }]);
    expect((await fetchOver(`${exchange.base}/moved`)).status).toBe(200);
  });

  it("an abort signal rejects with its reason; a refused port rejects Chromium's net::ERR_CONNECTION_REFUSED", async () => {
    const fetchOver = netRequestFetch(await netOfStub());
    const controller = new AbortController();
    controller.abort();
    expect(await failure(fetchOver('http://127.0.0.1:9/', { signal: controller.signal }))).toMatchObject({
      name: 'AbortError',
    });
    const closed = await serve(() => [200, {}]);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(await failure(fetchOver(`${closed.base}/`))).toMatchObject({
      message: 'net::ERR_CONNECTION_REFUSED',
    });
  });
});

describe('the API client over netRequestFetch: redirects in the desktop', () => {
  it('follows a redirect within the exchange origin, the key sent there too', async () => {
    const fetchOver = netRequestFetch(await netOfStub());
    const exchange = await serve((path) =>
      path.startsWith('/v1/listings')
        ? [307, { Location: '/v1/moved/listings' }]
        : [200, { 'Content-Type': 'application/json' }, PAGE],
    );
    const api = createApiClient({
      baseUrl: `${exchange.base}/v1`,
      getKey: async () => KEY,
      fetch: fetchOver,
    });
    await expect(api.get('/listings', { query: {} })).resolves.toMatchObject({ data: [] });
    expect(exchange.seen).toEqual([
      { path: '/v1/listings', authorization: `Bearer ${KEY}` },
      { path: '/v1/moved/listings', authorization: `Bearer ${KEY}` },
    ]);
  });

  it('refuses a redirect to another port, naming it: never retried, nothing sent there', async () => {
    const fetchOver = netRequestFetch(await netOfStub());
    const other = await serve(() => [200, { 'Content-Type': 'application/json' }, PAGE]);
    const exchange = await serve(() => [302, { Location: `${other.base}/v1/listings` }]);
    const api = createApiClient({
      baseUrl: `${exchange.base}/v1`,
      getKey: async () => KEY,
      fetch: fetchOver,
    });
    const error = await failure(api.get('/listings', { query: {} }));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).appError.kind).toBe('redirect_refused');
    expect((error as ApiError).appError.message).toContain(`127.0.0.1:${other.port}`);
    expect(other.seen).toEqual([]);
    expect(exchange.seen).toHaveLength(1);
  });

  it('stops after 5 hops within the origin', async () => {
    const fetchOver = netRequestFetch(await netOfStub());
    let hop = 0;
    const exchange = await serve(() => [302, { Location: `/v1/hop${++hop}` }]);
    const api = createApiClient({
      baseUrl: `${exchange.base}/v1`,
      getKey: async () => KEY,
      fetch: fetchOver,
    });
    const error = await failure(api.get('/listings', { query: {} }));
    expect((error as ApiError).appError.kind).toBe('redirect_refused');
    expect(exchange.seen).toHaveLength(6);
  });
});
