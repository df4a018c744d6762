/**
 * The electron stub's `net.request` (build/electron-stub/electron.mjs, `ClientRequest`) against what
 * Electron 41's sources do (lib/common/api/net-client-request.ts, its `'redirect'` handler;
 * lib/browser/api/net.ts; docs/api/client-request.md), on loopback servers: under `manual` a redirect
 * is emitted before its target is asked, and is followed only if `followRedirect()` is called in the
 * event, ends quietly on `abort()`, and else fails "Redirect was cancelled"; `follow` follows (the
 * event emitted), `error` fails; `followRedirect()` outside the event throws; before ready, nothing.
 * And `net.fetch`, built over that request as lib/browser/api/net-fetch.ts builds it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

/* eslint-disable @typescript-eslint/no-explicit-any -- the stub is plain JavaScript, without types */
const STUB = './electron.mjs';
const servers: Server[] = [];

/** A loopback server answering `answer(path)`; `seen` lists the paths it was asked. */
async function serve(answer: (path: string) => [number, Record<string, string>, string?]) {
  const seen: string[] = [];
  const server = createServer((request, response) => {
    seen.push(request.url ?? '');
    const [status, headers, body] = answer(request.url ?? '');
    response.writeHead(status, headers);
    response.end(body ?? '');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return { seen, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** The stub's `net`, the app ready unless `ready` is false. */
async function netOfStub(ready = true): Promise<any> {
  vi.resetModules();
  vi.stubEnv('ELECTRON_STUB_MODE', 'boot');
  const electron = await import(/* @vite-ignore */ STUB);
  if (ready) await electron.app.whenReady();
  return electron.net;
}

/** Runs `request` to its end: the events it emitted, in order, and the response's body. */
function outcome(
  request: any,
): Promise<{ events: string[]; error?: string; status?: number; body?: string }> {
  return new Promise((resolve) => {
    const events: string[] = [];
    request.on('abort', () => events.push('abort'));
    request.on('error', (error: Error) => {
      events.push('error');
      resolve({ events, error: error.message });
    });
    request.on('close', () => {
      events.push('close');
      if (!events.includes('response') && !events.includes('error'))
        setTimeout(() => resolve({ events }), 20);
    });
    request.on('response', (message: any) => {
      events.push('response');
      let body = '';
      message.on('data', (chunk: Buffer) => (body += chunk.toString()));
      message.on('end', () => resolve({ events, status: message.statusCode, body }));
    });
    request.end();
  });
}

afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

describe("electron stub: net.request's redirects, as net-client-request.ts", () => {
  it("manual, not followed: 'redirect' is emitted with its target, then 'error' Redirect was cancelled; the target is never asked", async () => {
    const net = await netOfStub();
    const other = await serve(() => [200, {}, 'other']);
    const exchange = await serve(() => [302, { Location: `${other.base}/v1/listings` }]);
    const request = net.request({ url: `${exchange.base}/v1/listings`, redirect: 'manual' });
    const redirects: unknown[][] = [];
    request.on('redirect', (...args: unknown[]) => redirects.push(args));
    const result = await outcome(request);
    expect(redirects).toEqual([
      [
        302,
        'GET',
        `${other.base}/v1/listings`,
        expect.objectContaining({ location: [`${other.base}/v1/listings`] }),
      ],
    ]);
    expect(result.error).toBe('Redirect was cancelled');
    expect(other.seen).toEqual([]);
  });

  it('manual, followRedirect() in the event: the target answers (a relative Location resolved); 303 makes the method GET', async () => {
    const net = await netOfStub();
    const exchange = await serve((path) =>
      path === '/old' ? [303, { Location: '/new' }] : [200, { 'Content-Type': 'text/plain' }, 'moved here'],
    );
    const request = net.request({ method: 'HEAD', url: `${exchange.base}/old`, redirect: 'manual' });
    const methods: string[] = [];
    request.on('redirect', (_status: number, method: string, url: string) => {
      methods.push(method, url);
      request.followRedirect();
    });
    const result = await outcome(request);
    expect(methods).toEqual(['HEAD', `${exchange.base}/new`]);
    expect(result).toMatchObject({ status: 200 });
    expect(exchange.seen).toEqual(['/old', '/new']);
  });

  it("manual, abort() in the event: 'abort' and no error; the target is never asked", async () => {
    const net = await netOfStub();
    const other = await serve(() => [200, {}, 'other']);
    const exchange = await serve(() => [307, { Location: `${other.base}/x` }]);
    const request = net.request({ url: `${exchange.base}/x`, redirect: 'manual' });
    request.on('redirect', () => request.abort());
    const result = await outcome(request);
    expect(result.error).toBeUndefined();
    expect(result.events).toEqual(['abort', 'close']);
    expect(other.seen).toEqual([]);
  });

  it("follow (the default): 'redirect' is emitted, followRedirect() allowed without effect, the target answers", async () => {
    const net = await netOfStub();
    const other = await serve(() => [200, {}, 'from the other']);
    const exchange = await serve(() => [308, { Location: `${other.base}/y` }]);
    const request = net.request(`${exchange.base}/y`);
    const redirected = vi.fn(() => request.followRedirect());
    request.on('redirect', redirected);
    const result = await outcome(request);
    expect(redirected).toHaveBeenCalledOnce();
    expect(result).toMatchObject({ status: 200, body: 'from the other' });
    expect(other.seen).toEqual(['/y']);
  });

  it("error: fails Attempted to redirect, but redirect policy was 'error', the target never asked", async () => {
    const net = await netOfStub();
    const other = await serve(() => [200, {}]);
    const exchange = await serve(() => [301, { Location: `${other.base}/z` }]);
    const result = await outcome(net.request({ url: `${exchange.base}/z`, redirect: 'error' }));
    expect(result.error).toBe("Attempted to redirect, but redirect policy was 'error'");
    expect(other.seen).toEqual([]);
  });

  it('a 3xx without a Location is a response; followRedirect() outside the event throws; a refused port is net::ERR_CONNECTION_REFUSED', async () => {
    const net = await netOfStub();
    const exchange = await serve(() => [302, {}, 'no location']);
    const request = net.request({ url: `${exchange.base}/`, redirect: 'manual' });
    expect(() => request.followRedirect()).toThrow(
      'followRedirect() called, but was not waiting for a redirect',
    );
    expect(await outcome(request)).toMatchObject({ status: 302, body: 'no location' });
    const closed = await serve(() => [200, {}]);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect((await outcome(net.request(`${closed.base}/`))).error).toBe('net::ERR_CONNECTION_REFUSED');
  });

  it('before ready, and with another redirect mode, net.request throws as Electron does', async () => {
    const early = await netOfStub(false);
    expect(() => early.request('http://127.0.0.1:9/')).toThrow(
      'net module can only be used after app is ready',
    );
    const net = await netOfStub();
    expect(() => net.request({ url: 'http://127.0.0.1:9/', redirect: 'other' })).toThrow(
      'redirect mode should be one of follow, error or manual',
    );
  });
});

describe('electron stub: net.fetch, as net-fetch.ts over its ClientRequest', () => {
  it("follow resolves the target's answer; manual and error reject without asking it", async () => {
    const net = await netOfStub();
    const other = await serve(() => [200, { 'Content-Type': 'text/plain', 'X-Id': 'o1' }, 'other']);
    const exchange = await serve(() => [302, { Location: `${other.base}/t` }]);
    const followed = await net.fetch(`${exchange.base}/a`);
    expect([followed.status, followed.headers.get('x-id'), await followed.text()]).toEqual([
      200,
      'o1',
      'other',
    ]);
    expect(other.seen).toEqual(['/t']);
    await expect(net.fetch(`${exchange.base}/a`, { redirect: 'manual' })).rejects.toThrow(
      'Redirect was cancelled',
    );
    await expect(net.fetch(`${exchange.base}/a`, { redirect: 'error' })).rejects.toThrow(
      "Attempted to redirect, but redirect policy was 'error'",
    );
    expect(other.seen).toEqual(['/t']);
  });

  it("rejects a refused connection with Chromium's net error, and an aborted call with the signal's reason", async () => {
    const net = await netOfStub();
    const closed = await serve(() => [200, {}]);
    await new Promise((resolve) => servers.pop()!.close(resolve));
    await expect(net.fetch(`${closed.base}/`)).rejects.toThrow('net::ERR_CONNECTION_REFUSED');
    const slow = await serve(() => [200, {}, 'late']);
    const controller = new AbortController();
    const pending = net.fetch(`${slow.base}/`, { signal: controller.signal });
    controller.abort(new Error('withdrawn'));
    await expect(pending).rejects.toThrow('withdrawn');
  });
});

describe("electron stub: net.request as electron-updater's ElectronHttpExecutor makes it", () => {
  it('takes the URL by its parts and a session from session.fromPartition; refuses another session and a path with a space', async () => {
    vi.resetModules();
    vi.stubEnv('ELECTRON_STUB_MODE', 'boot');
    const { app, net, session } = await import(/* @vite-ignore */ STUB);
    expect(() => session.fromPartition('electron-updater')).toThrow(
      'Session can only be received when app is ready',
    );
    await app.whenReady();
    const updates = session.fromPartition('electron-updater', { cache: false });
    expect(session.fromPartition('electron-updater')).toBe(updates);
    const feed = await serve(() => [200, { 'Content-Type': 'text/yaml' }, 'version: 0.2.0\n']);
    const { port } = new URL(feed.base);
    const parts = { protocol: 'http:', hostname: '127.0.0.1', port, redirect: 'manual' };
    const read = await outcome(net.request({ ...parts, path: '/latest.yml?noCache=1', session: updates }));
    expect(read).toMatchObject({ status: 200, body: 'version: 0.2.0\n' });
    expect(feed.seen).toEqual(['/latest.yml?noCache=1']);
    expect(() => net.request({ ...parts, path: '/', session: {} })).toThrow(
      '`session` should be an instance of the Session class',
    );
    expect(() => net.request({ ...parts, path: '/Dispatch Setup.exe' })).toThrow(
      'Request path contains unescaped characters',
    );
  });
});
