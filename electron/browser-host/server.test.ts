import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../shell/content-security';
import { startBrowserHost, type RunningBrowserHost } from './server';
import { startTestHost, type TestHost } from './testing';

let host: RunningBrowserHost;
let token: string;
let rendererDir: string;
let testHost: TestHost;
const calls: { name: string; input: unknown }[] = [];
const withdrawn: string[] = [];

/** An answer, its body as text. */
interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A raw HTTP request (fetch can't set Host), resolving to status, headers and body. */
async function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  const answer = await testHost.send(path, options);
  return { ...answer, body: answer.body.toString() };
}

/** The headers of a call the app's own page sends. */
const callHeaders = (extra: Record<string, string> = {}) => testHost.pageHeaders(extra);

/** A call to session.get with `headers`; resolves to the answer. */
const callWith = (headers: Record<string, string>, body = '{}') =>
  send('/rpc/session.get', { method: 'POST', headers, body });

beforeAll(async () => {
  testHost = await startTestHost({
    onActivity: () => () => {},
    invoke: async (name, input, call) => {
      calls.push({ name, input });
      if (name === 'places.search') {
        // answers only once the page withdraws the call
        await new Promise((resolve) => call.signal.addEventListener('abort', resolve));
        withdrawn.push(name);
        return { ok: false, error: { kind: 'cancelled', message: 'withdrawn' } };
      }
      return { ok: true, value: { echoed: name } };
    },
  });
  ({ host, token, rendererDir } = testHost);
});

afterAll(() => testHost.close());

function expectSecurityHeaders(answer: Answer): void {
  expect(answer.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(answer.headers['x-frame-options']).toBe('DENY');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
}

describe('browser host', () => {
  it.each([
    ['cross-site', 'same-origin'],
    ['same-site', 'same-origin'],
    [undefined, 'same-origin'],
    ['none', undefined],
  ])(
    'the page asked with Sec-Fetch-Site %s: opener policy %s, varying on Sec-Fetch-Site',
    async (site, policy) => {
      const headers: Record<string, string> = { host: new URL(host.url).host };
      if (site !== undefined) headers['sec-fetch-site'] = site;
      const page = await send('/', { headers });
      expect(page.status).toBe(200);
      expect(page.headers['cross-origin-opener-policy']).toBe(policy);
      expect(page.headers.vary).toContain('Sec-Fetch-Site');
      expectSecurityHeaders(page);
    },
  );

  it('listens on 127.0.0.1 only and serves the built renderer', async () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await send('/', { headers: { host: new URL(host.url).host } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Dispatch</title>');
  });

  it('withdraws a call when the page closes its request before the answer', async () => {
    const controller = new AbortController();
    const pending = fetch(`${host.url}/rpc/places.search`, {
      method: 'POST',
      headers: callHeaders(),
      body: JSON.stringify({ q: 'bra' }),
      signal: controller.signal,
    }).catch((error: Error) => error.name);
    await vi.waitFor(() => expect(calls.at(-1)?.name).toBe('places.search'));
    expect(withdrawn).toEqual([]);
    controller.abort();
    await expect(pending).resolves.toBe('AbortError');
    await vi.waitFor(() => expect(withdrawn).toEqual(['places.search']));
  });

  it('gives the page address with the token', () => {
    expect(host.pageUrl).toBe(`${host.url}/?token=${token}`);
  });

  it('passes a call with its input to the contract and answers its result', async () => {
    const answer = await send('/rpc/listings.search', {
      method: 'POST',
      headers: callHeaders(),
      body: JSON.stringify({ filters: {}, cursor: null }),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ ok: true, value: { echoed: 'listings.search' } });
    expect(calls.at(-1)).toEqual({ name: 'listings.search', input: { filters: {}, cursor: null } });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('takes a call without Origin (not sent by every client) and with a charset', async () => {
    const { origin: _omitted, ...withoutOrigin } = callHeaders();
    expect((await callWith(withoutOrigin)).status).toBe(200);
    const charset = await callWith(callHeaders({ 'content-type': 'application/json; charset=utf-8' }));
    expect(charset.status).toBe(200);
  });

  it('sends the security headers with the static page, a call, a refusal and a miss', async () => {
    expectSecurityHeaders(await send('/', { headers: { host: new URL(host.url).host } }));
    expectSecurityHeaders(await send('/index.html', { headers: { host: new URL(host.url).host } }));
    expectSecurityHeaders(await send('/missing.js', { headers: { host: new URL(host.url).host } }));
    expectSecurityHeaders(await callWith(callHeaders()));
    expectSecurityHeaders(await callWith(callHeaders({ 'x-dispatch-token': 'f'.repeat(32) })));
    expectSecurityHeaders(await callWith(callHeaders({ host: 'attacker.example' })));
  });

  describe('refuses, and never runs the call', () => {
    const refusals: [string, () => Record<string, string>, number][] = [
      [
        'no token',
        () => {
          const { 'x-dispatch-token': _omitted, ...rest } = callHeaders();
          return rest;
        },
        403,
      ],
      ['an empty token', () => callHeaders({ 'x-dispatch-token': '' }), 403],
      ['a wrong token of the same length', () => callHeaders({ 'x-dispatch-token': 'a'.repeat(32) }), 403],
      [
        'the token with one character changed',
        () => callHeaders({ 'x-dispatch-token': `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}` }),
        403,
      ],
      ['a token of another length', () => callHeaders({ 'x-dispatch-token': `${token}00` }), 403],
      ['a prefix of the token', () => callHeaders({ 'x-dispatch-token': token.slice(0, 16) }), 403],
      ['a foreign Origin', () => callHeaders({ origin: 'https://attacker.example' }), 403],
      ['another loopback port as Origin', () => callHeaders({ origin: 'http://127.0.0.1:1' }), 403],
      ['the null Origin (a sandboxed frame)', () => callHeaders({ origin: 'null' }), 403],
      ['a cross-site fetch', () => callHeaders({ 'sec-fetch-site': 'same-site' }), 403],
      ['a foreign Host (DNS rebinding)', () => callHeaders({ host: 'attacker.example:80' }), 421],
      ['text/plain', () => callHeaders({ 'content-type': 'text/plain' }), 415],
      ['a form post', () => callHeaders({ 'content-type': 'application/x-www-form-urlencoded' }), 415],
      [
        'no Content-Type',
        () => {
          const { 'content-type': _omitted, ...rest } = callHeaders();
          return rest;
        },
        415,
      ],
      [
        'no X-Dispatch-Call',
        () => {
          const { 'x-dispatch-call': _omitted, ...rest } = callHeaders();
          return rest;
        },
        403,
      ],
    ];
    it.each(refusals)('%s', async (_case, headers, status) => {
      const before = calls.length;
      const answer = await callWith(headers());
      expect(answer.status).toBe(status);
      expect(answer.body).not.toContain('echoed');
      expect(calls.length).toBe(before);
    });
  });

  it('grants no CORS preflight', async () => {
    const answer = await send('/rpc/session.get', {
      method: 'OPTIONS',
      headers: {
        host: new URL(host.url).host,
        origin: 'http://127.0.0.1:1',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-dispatch-token,content-type',
      },
    });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(answer.status).not.toBe(204);
  });

  it('refuses to start with a short or non-hex token, or without a built renderer', async () => {
    const invoke = async () => ({ ok: true as const, value: null });
    const onActivity = () => () => {};
    for (const bad of ['', 'abc', 'f'.repeat(31), 'z'.repeat(40)]) {
      await expect(
        startBrowserHost({ port: 0, rendererDir, token: bad, invoke, onActivity }),
      ).rejects.toThrow(/at least 32 hexadecimal/);
    }
    await expect(
      startBrowserHost({ port: 0, rendererDir: join(rendererDir, 'missing'), token, invoke, onActivity }),
    ).rejects.toThrow(/npm run build:renderer/);
  });
});
