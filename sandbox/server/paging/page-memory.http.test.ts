/**
 * What the list routes remember between requests (`page-cache.ts`, `list-route.ts`), over real HTTP:
 * a page asked again is the same page until its collection changes; a cursor issued in the same
 * millisecond for the same page is the same cursor (and the same body); a remembered query never
 * hides a bad one; a listing published or withdrawn shows at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { call, keyOf, pastCursorGap } from '../../testing/http';

const FROZEN = Date.parse('2026-11-20T08:00:00.000Z');
let frozen: RunningSandbox;
let running: RunningSandbox;

beforeAll(async () => {
  frozen = await startSandbox({ port: 0, seed: 4, rateLimitPerMinute: 0, now: () => FROZEN });
  running = await startSandbox({ port: 0, seed: 4, rateLimitPerMinute: 0 });
});

afterAll(async () => {
  await frozen?.close();
  await running?.close();
});

/** The raw body of `path` (the honesty checks of `call` run on it too). */
async function text(sandbox: RunningSandbox, path: string, key?: string): Promise<string> {
  const answer = await call(sandbox, path, key === undefined ? {} : { key });
  expect(answer.status).toBe(200);
  return JSON.stringify(answer.body);
}

describe('a page asked again', () => {
  it('in the same millisecond: the same cursor and body, and the cursor works', async () => {
    const a = await call(frozen, '/v1/listings?fromCountry=RO&limit=3');
    const b = await call(frozen, '/v1/listings?fromCountry=RO&limit=3');
    expect(b.body).toEqual(a.body);
    expect(a.body.nextCursor).toEqual(expect.any(String));
    await pastCursorGap();
    const next = await call(frozen, `/v1/listings?fromCountry=RO&limit=3&cursor=${a.body.nextCursor}`);
    expect(next.status).toBe(200);
    expect(next.body.data[0].ref).not.toBe(a.body.data[2].ref);
  });

  it('a moment later: the same listings, a new cursor (its own issue time)', async () => {
    const a = await call(running, '/v1/listings?toCountry=DE&limit=2');
    await new Promise((resolve) => setTimeout(resolve, 5));
    const b = await call(running, '/v1/listings?toCountry=DE&limit=2');
    expect(b.body.data).toEqual(a.body.data);
    expect(b.body.nextCursor).not.toBe(a.body.nextCursor);
  });

  it('with another holder or other filters: its own page', async () => {
    const shipper = await text(running, '/v1/listings/mine?limit=5', keyOf(running, 'shipper'));
    const carrier = await text(running, '/v1/listings/mine?limit=5', keyOf(running, 'carrier'));
    expect(carrier).not.toBe(shipper);
    const ro = await call(running, '/v1/listings?fromCountry=RO&limit=5');
    const hu = await call(running, '/v1/listings?fromCountry=HU&limit=5');
    expect(ro.body.data.every((l: { fromCountry: string }) => l.fromCountry === 'RO')).toBe(true);
    expect(hu.body.data.every((l: { fromCountry: string }) => l.fromCountry === 'HU')).toBe(true);
  });

  it('after a change: the change shows at once', async () => {
    const before = await call(running, '/v1/listings?fromCountry=IS');
    expect(before.body.data).toEqual([]);
    const listing = running.control.publishListing({ fromCountry: 'IS', fromCity: 'Reykjavík' });
    const after = await call(running, '/v1/listings?fromCountry=IS');
    expect(after.body.data.map((l: { ref: string }) => l.ref)).toEqual([listing.ref]);
    running.control.setListingStatus(listing.ref, 'cancelled');
    const gone = await call(running, '/v1/listings?fromCountry=IS');
    expect(gone.body.data).toEqual([]);
  });
});

describe('a query asked again', () => {
  it('refuses a bad one every time, and serves the good one after it', async () => {
    for (let i = 0; i < 2; i++) {
      const bad = await call(running, '/v1/listings?limit=0');
      expect(bad.status).toBe(400);
      expect(bad.body.error.fields).toEqual([{ path: 'query.limit', code: 'out_of_range' }]);
    }
    const good = await call(running, '/v1/listings?limit=1');
    expect(good.body.data).toHaveLength(1);
  });

  it('answers a place search the same each time', async () => {
    const first = await text(running, '/v1/places?q=cluj');
    expect(await text(running, '/v1/places?q=cluj')).toBe(first);
    expect(JSON.parse(first).data[0].city).toBe('Cluj-Napoca');
  });
});

describe('two sandboxes in one process', () => {
  it('never share what their list routes remember (each its own ctx.listMemory)', async () => {
    // Two sandboxes over the same market, each changed once (the same revision), each in its own way:
    // a page one of them remembers must never answer for the other.
    const one = await startSandbox({ port: 0, seed: 4, rateLimitPerMinute: 0, now: () => FROZEN });
    const two = await startSandbox({ port: 0, seed: 4, rateLimitPerMinute: 0, now: () => FROZEN });
    try {
      const car = one.control.publishListing({ fromCountry: 'IS', category: 'car' });
      const freight = two.control.publishListing({ fromCountry: 'IS', category: 'freight' });
      expect(two.control.revision).toBe(one.control.revision);
      const fromOne = await call(one, '/v1/listings?fromCountry=IS');
      const fromTwo = await call(two, '/v1/listings?fromCountry=IS');
      expect(fromOne.body.data.map((l: { category: string }) => l.category)).toEqual(['car']);
      expect(fromTwo.body.data.map((l: { category: string }) => l.category)).toEqual(['freight']);
      expect(fromTwo.body.data[0].ref).toBe(freight.ref);
      expect(fromOne.body.data[0].ref).toBe(car.ref);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
