/**
 * The request counter over real HTTP (docs/api.md §Outside /v1, `GET` / `DELETE /_sandbox/requests`):
 * every /v1 request counted for its holder (demo account, `anonymous`, `refused`) in its minute of
 * real time, faults and 429s included, control routes not counted; reset forgets them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { RequestCounter, holderName, isoMinute } from './request-counter';
import { send } from '../../testing/control';
import { call } from '../../testing/http';

let sandbox: RunningSandbox;
const keyOf = (account: string) => sandbox.demoKeys.find((k) => k.account === account)!.key;
/** The sum of a holder's counts over every minute. */
const total = (minutes: Record<string, number> | undefined) =>
  Object.values(minutes ?? {}).reduce((sum, n) => sum + n, 0);

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 5, rateLimitPerMinute: 3 });
}, 30_000);
afterAll(async () => {
  await sandbox?.close();
});

describe('GET /_sandbox/requests', () => {
  it('counts each /v1 request per holder and minute, whatever it was answered', async () => {
    await send(sandbox, 'DELETE', '/_sandbox/requests');
    await call(sandbox, '/v1/listings?limit=1', { key: keyOf('shipper') });
    await call(sandbox, '/v1/offers/mine?limit=1', { key: keyOf('shipper') });
    await call(sandbox, '/v1/listings/mine?limit=1', { key: keyOf('carrier') });
    await call(sandbox, '/v1/listings?limit=1');
    await call(sandbox, '/v1/listings?limit=1', { key: 'test_fx_' + 'x'.repeat(32) });
    // the shipper's 4th request within a minute is refused (429), and still counted
    await call(sandbox, '/v1/listings?limit=1', { key: keyOf('shipper') });
    const refused = await call(sandbox, '/v1/listings?limit=1', { key: keyOf('shipper') });
    expect(refused.status).toBe(429);
    await send(sandbox, 'GET', '/_sandbox/keys'); // a control route: not counted

    const answer = await send(sandbox, 'GET', '/_sandbox/requests');
    expect(answer.status).toBe(200);
    const { since, holders } = answer.body.data;
    expect(Date.parse(since)).toBeLessThanOrEqual(Date.now());
    expect(Object.keys(holders).sort()).toEqual(['anonymous', 'carrier', 'refused', 'shipper']);
    expect(total(holders.shipper)).toBe(4);
    expect(total(holders.carrier)).toBe(1);
    expect(total(holders.anonymous)).toBe(1);
    expect(total(holders.refused)).toBe(1);
    for (const minute of Object.keys(holders.shipper)) expect(minute).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\dZ$/);
  });

  it('forgets the counts on DELETE', async () => {
    await call(sandbox, '/v1/listings?limit=1');
    const cleared = await send(sandbox, 'DELETE', '/_sandbox/requests');
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.holders).toEqual({});
    expect((await send(sandbox, 'GET', '/_sandbox/requests')).body.data.holders).toEqual({});
  });

  it('is absent with the control routes off, while the counting goes on in-process', async () => {
    const closed = await startSandbox({ port: 0, seed: 5, controlRoutes: false });
    try {
      expect((await send(closed, 'GET', '/_sandbox/requests')).status).toBe(404);
      await call(closed, '/v1/listings?limit=1');
      expect(total(closed.requests.counts().holders.anonymous)).toBe(1);
    } finally {
      await closed.close();
    }
  }, 30_000);
});

describe('request counter', () => {
  it('counts per minute of its clock, keeps a day, and names holders', () => {
    let now = Date.parse('2026-11-25T14:05:59.000Z');
    const counter = new RequestCounter(() => now);
    counter.count('shipper');
    now += 1_000;
    counter.count('shipper');
    counter.count('shipper');
    expect(counter.counts().holders).toEqual({ shipper: { '2026-11-25T14:05Z': 1, '2026-11-25T14:06Z': 2 } });
    now += 86_400_000;
    counter.count('carrier');
    expect(counter.counts().holders).toEqual({ carrier: { '2026-11-26T14:06Z': 1 } });
    expect(isoMinute(Date.parse('2026-01-02T03:04:05Z'))).toBe('2026-01-02T03:04Z');
    const keys = new Map(sandbox.demoKeys.map((k) => [k.key, { demoAccount: k.account } as never]));
    expect(holderName(undefined, (k) => keys.get(k))).toBe('anonymous');
    expect(holderName(`bearer ${keyOf('carrier')}`, (k) => keys.get(k))).toBe('carrier');
    expect(holderName('Basic abc', (k) => keys.get(k))).toBe('refused');
  });
});
