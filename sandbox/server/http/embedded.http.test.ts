/**
 * The embedded sandbox, locked down (issue "desktop shell secured"; docs/api.md §Outside /v1):
 * `controlRoutes: false` answers every `/_sandbox/...` 404 `not_found` with the error body, and
 * `allowedHosts: 'loopback-self'` answers any Host but `127.0.0.1:<port>` and `localhost:<port>` 421
 * `misdirected_request` with the error body, so a page that rebinds its DNS name to 127.0.0.1 reads
 * nothing. It listens on 127.0.0.1 only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { CONTROL_ROUTES } from '../../cli';
import { assertHonest } from '../../testing/honest-response';
import { httpGet, portOf, rawExchange, seenOf, type RawAnswer } from '../../testing/raw-http';

let locked: RunningSandbox;
let port: number;

beforeAll(async () => {
  locked = await startSandbox({ port: 0, controlRoutes: false, allowedHosts: 'loopback-self' });
  port = portOf(locked.origin);
});

afterAll(async () => {
  await locked?.close();
});

async function get(path: string, host: string | undefined, method = 'GET'): Promise<RawAnswer> {
  // node:http would put its own Host in place of an empty one: those go out raw.
  const answer =
    host === undefined
      ? await rawExchange(port, `${method} ${path} HTTP/1.0\r\n\r\n`)
      : host === ''
        ? await rawExchange(port, `${method} ${path} HTTP/1.1\r\nHost: \r\nConnection: close\r\n\r\n`)
        : await httpGet(locked.origin, path, { headers: { host }, method });
  await assertHonest(seenOf(method, path, answer));
  return answer;
}

function expectError(answer: RawAnswer, status: number, code: string): void {
  expect(answer.status, answer.text.slice(0, 200)).toBe(status);
  expect(answer.body?.error?.code).toBe(code);
  expect(answer.body.error.requestId).toBe(answer.headers['x-request-id']);
}

describe('controlRoutes: false', () => {
  it('answers /_sandbox/keys 404 not_found with the error body', async () => {
    expectError(await get('/_sandbox/keys', `127.0.0.1:${port}`), 404, 'not_found');
  });

  it('answers every control route of the CLI list 404, whatever the method', async () => {
    for (const line of CONTROL_ROUTES) {
      const [methods = '', path = ''] = line.trim().split(/\s+/);
      for (const method of methods.split('|')) {
        const target = path
          .replace('{ref}', 'FX-7K2M9Q')
          .replace('{id}', '0b8f5e0c-3b7a-4c1e-9d2a-5f6e7a8b9c0d');
        expectError(await get(target, `localhost:${port}`, method), 404, 'not_found');
      }
    }
  });

  it('leaves the demo keys in process memory (the app reads them there)', () => {
    expect(locked.demoKeys.length).toBeGreaterThan(0);
  });
});

describe("allowedHosts: 'loopback-self'", () => {
  it('answers its own Host, by address or by name, in any case', async () => {
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      expect((await get('/v1/events/types', host)).status, host).toBe(200);
      expect((await get('/v1.json', host)).status, host).toBe(200);
    }
  });

  it.each([
    ['a rebound name', () => `attacker.example:${port}`],
    ['a rebound name without port', () => 'attacker.example'],
    ['another port', () => `127.0.0.1:${port + 1}`],
    ['localhost without port', () => 'localhost'],
    ['IPv6 loopback', () => `[::1]:${port}`],
    ['another loopback address', () => `127.0.0.2:${port}`],
    ['an empty Host', () => ''],
  ])(
    'answers %s 421 misdirected_request with the error body, on /v1, /v1.json and /_sandbox',
    async (_what, host) => {
      for (const path of ['/v1/events/types', '/v1/listings?limit=1', '/v1.json', '/_sandbox/keys']) {
        const answer = await get(path, host());
        expectError(answer, 421, 'misdirected_request');
        expect(answer.text).not.toContain('"data"');
      }
    },
  );

  it('answers a request without Host (HTTP/1.0) 421', async () => {
    expectError(await get('/v1/events/types', undefined), 421, 'misdirected_request');
  });

  it('checks the Host before the key: a foreign Host with a demo key still reads nothing', async () => {
    const key = locked.demoKeys.find((k) => k.account === 'shipper')!.key;
    const answer = await httpGet(locked.origin, '/v1/listings/mine', {
      headers: { host: 'attacker.example', authorization: `Bearer ${key}` },
    });
    expectError(answer, 421, 'misdirected_request');
  });

  it('listens on 127.0.0.1 and refuses another interface', async () => {
    expect(locked.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await expect(startSandbox({ port: 0, host: '0.0.0.0', allowedHosts: 'loopback-self' })).rejects.toThrow(
      RangeError,
    );
  });
});

describe('the default sandbox (npm run sandbox, tests)', () => {
  it('keeps the control routes and answers any Host', async () => {
    const open = await startSandbox({ port: 0 });
    try {
      const keys = await httpGet(open.origin, '/_sandbox/keys', { headers: { host: 'sandbox.example:80' } });
      expect(keys.status).toBe(200);
      expect(keys.body.data.length).toBeGreaterThan(0);
    } finally {
      await open.close();
    }
  });
});
