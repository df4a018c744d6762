/**
 * Redirects through Electron's `net.fetch` (docs/api.md §Rate limits, "Redirects"): the client over
 * the electron stub's `net.fetch`, which models Electron 41's redirect handling
 * (build/electron-stub/electron.mjs, `net`): under `redirect: 'manual'` a redirect rejects "Redirect
 * was cancelled" and its target is never asked. The desktop does not hand `net.fetch` to the client
 * (electron/shell/net-request-fetch.ts does, over `net.request`), but were it given, the client turns
 * that rejection into `redirect_refused` (`unreadable`), never retried, and the other host sees nothing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { ApiError } from './errors';

/* eslint-disable @typescript-eslint/no-explicit-any -- the stub is plain JavaScript, without types */
const STUB = '../../../build/electron-stub/electron.mjs';
const KEY = 'test_fx_' + 'n'.repeat(32);
const servers: Server[] = [];

async function serve(answer: () => [number, Record<string, string>]) {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(request.url ?? '');
    const [status, headers] = answer();
    response.writeHead(status, headers);
    response.end(status === 200 ? JSON.stringify({ data: [], hasMore: false, nextCursor: null }) : '');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { seen, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function netOfStub(): Promise<any> {
  vi.resetModules();
  vi.stubEnv('ELECTRON_STUB_MODE', 'boot');
  const electron = await import(/* @vite-ignore */ STUB);
  await electron.app.whenReady();
  return electron.net;
}

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe("api client over the stub's net.fetch: redirects", () => {
  it("the stub's net.fetch rejects a redirect under manual and follows it under follow, as Electron does", async () => {
    const net = await netOfStub();
    const other = await serve(() => [200, { 'Content-Type': 'application/json' }]);
    const exchange = await serve(() => [302, { Location: `${other.base}/v1/listings` }]);
    await expect(net.fetch(`${exchange.base}/v1/listings`, { redirect: 'manual' })).rejects.toThrow(
      'Redirect was cancelled',
    );
    expect(other.seen).toEqual([]);
    expect((await net.fetch(`${exchange.base}/v1/listings`)).status).toBe(200);
    expect(other.seen).toHaveLength(1);
  });

  it('refuses a redirect to another port: redirect_refused, never retried, nothing sent there', async () => {
    const net = await netOfStub();
    const other = await serve(() => [200, { 'Content-Type': 'application/json' }]);
    const exchange = await serve(() => [307, { Location: `${other.base}/v1/listings` }]);
    const api = createApiClient({
      baseUrl: `${exchange.base}/v1`,
      getKey: async () => KEY,
      fetch: net.fetch,
    });
    const error = await api.get('/listings', { query: {} }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).appError).toMatchObject({ kind: 'redirect_refused', redirect: 'unreadable' });
    expect(other.seen).toEqual([]);
    expect(exchange.seen).toHaveLength(1);
  });
});
