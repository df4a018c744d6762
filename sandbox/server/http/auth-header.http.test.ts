/**
 * The `Authorization` header over real HTTP (docs/api.md §Keys and environments; v1.json's
 * `bearerAuth`): the scheme `Bearer` in any case, followed by one or more spaces, then the key, works;
 * any other value (empty, another scheme, no key, a tab, a key with a space inside) is 401
 * `unauthorized` with `WWW-Authenticate: Bearer`, on public and key-only routes alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { assertHonest } from '../../testing/honest-response';
import { call, keyOf } from '../../testing/http';
import { httpGet, seenOf } from '../../testing/raw-http';

let sandbox: RunningSandbox;
let key: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
  key = keyOf(sandbox, 'shipper');
});

afterAll(async () => {
  await sandbox?.close();
});

describe('accepted forms', () => {
  it.each([
    ['Bearer <key>', (k: string) => `Bearer ${k}`],
    ['bearer <key> (lower case)', (k: string) => `bearer ${k}`],
    ['BEARER <key>', (k: string) => `BEARER ${k}`],
    ['Bearer, two spaces, <key>', (k: string) => `Bearer  ${k}`],
    ['Bearer <key> with trailing spaces', (k: string) => `Bearer ${k}   `],
  ])('%s identifies the key holder, on a key-only route', async (_what, header) => {
    const answer = await call(sandbox, '/v1/listings/mine?limit=1', {
      headers: { authorization: header(key) },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.length).toBe(1);
  });
});

describe('refused forms: 401 unauthorized with WWW-Authenticate: Bearer', () => {
  const cases: [string, (k: string) => string][] = [
    ['an empty header', () => ''],
    ['Basic credentials', () => 'Basic dXNlcjpwYXNz'],
    ['Basic with the key', (k) => `Basic ${k}`],
    ['Bearer without a key', () => 'Bearer'],
    ['Bearer and spaces only', () => 'Bearer    '],
    ['a tab instead of the space', (k) => `Bearer\t${k}`],
    ['the key alone', (k) => k],
    ['a key with a space inside', (k) => `Bearer ${k.slice(0, 10)} ${k.slice(10)}`],
    ['two keys', (k) => `Bearer ${k} ${k}`],
    ['Token scheme', (k) => `Token ${k}`],
    ['Bearer glued to the key', (k) => `Bearer${k}`],
  ];

  it.each(cases)('%s, on a public and on a key-only route', async (_what, header) => {
    for (const path of ['/v1/events/types', '/v1/listings/mine']) {
      // node:http sends the header as given (an empty value and a tab included).
      const answer = await httpGet(sandbox.origin, path, { headers: { authorization: header(key) } });
      await assertHonest(seenOf('GET', path, answer));
      expect(answer.status, path).toBe(401);
      expect(answer.body.error.code).toBe('unauthorized');
      expect(answer.headers['www-authenticate']).toBe('Bearer');
      expect(answer.body.error.requestId).toBe(answer.headers['x-request-id']);
      expect(answer.text).not.toContain(key.slice(8));
    }
  });

  it('without the header, a public route answers and a key-only route is 401', async () => {
    expect((await call(sandbox, '/v1/events/types')).status).toBe(200);
    const mine = await call(sandbox, '/v1/listings/mine');
    expect(mine.status).toBe(401);
    expect(mine.headers.get('www-authenticate')).toBe('Bearer');
  });
});
