/**
 * The API client over a fetch shaped like Electron's `net.fetch` (Chromium's network stack: the
 * system proxy, PAC and the OS certificate store), which the desktop app gives the services
 * (electron/main.ts). What this stand-in does is what Electron 41's `lib/browser/api/net-fetch.ts`
 * does over its ClientRequest: it resolves to a global `Response` built from the status, the headers
 * (repeated ones joined with `, `) and the body stream; it rejects with the signal's reason (else a
 * DOMException `AbortError`) when aborted; and a failed connection rejects with an `Error` whose
 * message is Chromium's net error (`net::ERR_CONNECTION_REFUSED`; `shell/common/api/
 * electron_api_url_loader.cc` emits `net::ErrorToString`), not Node's TypeError with a `code`.
 * The same tests run over the fetch the desktop really gives the services since redirects are read
 * by hand, `netRequestFetch` over the electron stub's `net.request` (electron/shell/net-request-fetch.ts).
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSandbox, type RunningSandbox } from '@dispatch/sandbox';
import { netRequestFetch, type NetRequestApi } from '../../shell/net-request-fetch';
import { createApiClient } from './client';
import { ApiError } from './errors';

/** Chromium's names for the Node socket errors this stand-in meets (net/base/net_error_list.h). */
const CHROMIUM_NAMES: Record<string, string> = {
  ECONNREFUSED: 'net::ERR_CONNECTION_REFUSED',
  ECONNRESET: 'net::ERR_CONNECTION_RESET',
  ENOTFOUND: 'net::ERR_NAME_NOT_RESOLVED',
};

/** A fetch that behaves, at its surface, as Electron's `net.fetch` does (see the file comment). */
const netFetchLike: typeof fetch = (input, init) =>
  new Promise<Response>((resolve, reject) => {
    const request = new Request(input, init);
    const abortError = () =>
      request.signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
    if (request.signal.aborted) return reject(abortError());
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const wire = http.request(request.url, { method: request.method, headers }, (answer) => {
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
      }
      const body =
        [204, 304].includes(answer.statusCode!) || request.method === 'HEAD' ? null : Readable.toWeb(answer);
      resolve(
        new Response(body as ReadableStream | null, { status: answer.statusCode, headers: responseHeaders }),
      );
    });
    wire.on('error', (error: NodeJS.ErrnoException) => {
      reject(new Error(CHROMIUM_NAMES[error.code ?? ''] ?? 'net::ERR_FAILED'));
    });
    request.signal.addEventListener(
      'abort',
      () => {
        wire.destroy();
        reject(abortError());
      },
      { once: true },
    );
    wire.end();
  });

const STUB = '../../../build/electron-stub/electron.mjs';
let sandbox: RunningSandbox;
let overNetRequest: typeof fetch;
beforeAll(async () => {
  sandbox = await startSandbox({ port: 0 });
  vi.stubEnv('ELECTRON_STUB_MODE', 'boot');
  const electron = (await import(/* @vite-ignore */ STUB)) as {
    app: { whenReady(): Promise<void> };
    net: NetRequestApi;
  };
  vi.unstubAllEnvs();
  await electron.app.whenReady();
  overNetRequest = netRequestFetch(electron.net);
}, 30_000);
afterAll(async () => {
  await sandbox.close();
});

describe.each([
  ['net.fetch', () => netFetchLike],
  ['net.request (netRequestFetch)', () => overNetRequest],
])('the API client over %s', (_name, fetchOf) => {
  it('reads a page with the key, and the next one with its cursor', async () => {
    const key = sandbox.demoKeys.find((d) => d.account === 'shipper')!.key;
    const api = createApiClient({
      baseUrl: sandbox.apiBaseUrl,
      getKey: async () => key,
      fetch: fetchOf(),
    });
    const mine = await api.get('/listings/mine', { query: {} });
    expect(mine.data.length).toBeGreaterThan(0);
    const next = await api.get('/listings/mine', { query: { cursor: mine.nextCursor! } });
    expect(next.data[0]!.ref).not.toBe(mine.data[0]!.ref);
  });

  it('says a refused connection is refused, from Chromium’s net error', async () => {
    const closed = http.createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as { port: number };
    await new Promise((done) => closed.close(done));
    const api = createApiClient({
      baseUrl: `http://127.0.0.1:${port}/v1`,
      getKey: async () => null,
      fetch: fetchOf(),
      maxTransientRetries: 0,
    });
    const error = await api.get('/events/types', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).appError).toMatchObject({ kind: 'network', reason: 'refused' });
    expect((error as ApiError).appError.message).toContain('net::ERR_CONNECTION_REFUSED');
  });

  it('refuses an endless page with answer_too_large, and stops reading it: the connection closes', async () => {
    let written = 0;
    let closed = false;
    const endless = http.createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.on('close', () => (closed = true));
      const piece = `{"ref":"FX-AB12CD","description":"${'x'.repeat(400)}"},`.repeat(1_000);
      const pump = () => {
        // until the client goes; at most 200 MB, so a client that never stops fails the test, not the machine
        while (!response.destroyed && written < 200 * 1024 * 1024) {
          written += piece.length;
          if (!response.write(written === piece.length ? `{"data":[${piece}` : piece)) {
            response.once('drain', pump);
            return;
          }
        }
        response.end();
      };
      pump();
    });
    endless.listen(0, '127.0.0.1');
    await new Promise((done) => endless.once('listening', done));
    const { port } = endless.address() as { port: number };
    try {
      const api = createApiClient({
        baseUrl: `http://127.0.0.1:${port}/v1`,
        getKey: async () => null,
        fetch: fetchOf(),
      });
      const error = await api.get('/listings', { query: {} }).catch((e: unknown) => e);
      expect((error as ApiError).appError).toMatchObject({ kind: 'answer_too_large', server: 'loopback' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(closed).toBe(true);
      expect(written).toBeLessThan(50 * 1024 * 1024);
    } finally {
      endless.closeAllConnections();
      await new Promise((done) => endless.close(done));
    }
  });

  it('cancels at once when the caller withdraws the call', async () => {
    const api = createApiClient({
      baseUrl: sandbox.apiBaseUrl,
      getKey: async () => null,
      fetch: fetchOf(),
    });
    const controller = new AbortController();
    const pending = api.get('/listings', { query: {} }, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ appError: { kind: 'cancelled' } });
  });
});
