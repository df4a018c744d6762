/**
 * What makes a valid cursor stop working on `GET /v1/listings`, over real HTTP: `list_changed`, the
 * 400 ms cursor gap (429) and expiry (an injected sandbox clock). Cursor requests wait just over
 * 400 ms first (the gap rule is real time).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { publishIcelandCars } from '../../testing/fixtures';
import { call, keyOf, pastCursorGap, type Answer } from '../../testing/http';

let sandbox: RunningSandbox;
const fixtureRefs: string[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 5 });
  fixtureRefs.push(...publishIcelandCars(sandbox, 5));
});

afterAll(async () => {
  await sandbox?.close();
});

const listRefs = (a: Answer): string[] => a.body.data.map((l: { ref: string }) => l.ref);

describe('list_changed', () => {
  it('refuses the next page when a matching listing was published after the first page', async () => {
    const key = keyOf(sandbox, 'listings-only');
    const first = await call(sandbox, '/v1/listings?fromCountry=IS&limit=2', { key });
    sandbox.control.publishListing({ fromCountry: 'IS', category: 'move' });
    await pastCursorGap();
    const next = await call(sandbox, `/v1/listings?fromCountry=IS&limit=2&cursor=${first.body.nextCursor}`, {
      key,
    });
    expect(next.status).toBe(409);
    expect(next.body.error.code).toBe('list_changed');
    expect(next.body.error.message).toMatch(/start over from the first page/);
  });

  it('serves the next page when the change touched no listing of the filtered list', async () => {
    const key = keyOf(sandbox, 'listings-only');
    const first = await call(sandbox, '/v1/listings?fromCountry=IS&category=car&limit=2', { key });
    sandbox.control.publishListing({ fromCountry: 'IS', category: 'parcel' });
    sandbox.control.publishListing({ fromCountry: 'DE', category: 'car' });
    await pastCursorGap();
    const next = await call(
      sandbox,
      `/v1/listings?fromCountry=IS&category=car&limit=2&cursor=${first.body.nextCursor}`,
      { key },
    );
    expect(next.status).toBe(200);
    expect(listRefs(next)).toEqual(fixtureRefs.slice(2, 4));
  });

  it('refuses the next page when a matching listing left the list (status change)', async () => {
    const key = keyOf(sandbox, 'carrier');
    const first = await call(sandbox, '/v1/listings?fromCountry=IS&category=car&limit=1', { key });
    sandbox.control.setListingStatus(fixtureRefs[4]!, 'closed');
    await pastCursorGap();
    const next = await call(
      sandbox,
      `/v1/listings?fromCountry=IS&category=car&cursor=${first.body.nextCursor}`,
      { key },
    );
    expect(next.body.error?.code).toBe('list_changed');
  });
});

describe('cursor gap (429)', () => {
  it('refuses a cursor request 400 ms or less after the previous request, serves it after', async () => {
    const key = keyOf(sandbox, 'shipper');
    const first = await call(sandbox, '/v1/listings?fromCountry=RO&limit=1', { key });
    const tooSoon = await call(
      sandbox,
      `/v1/listings?fromCountry=RO&limit=1&cursor=${first.body.nextCursor}`,
      { key },
    );
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.code).toBe('rate_limited');
    expect(tooSoon.headers.get('retry-after')).toBe('1');
    const firstPageAgain = await call(sandbox, '/v1/listings?fromCountry=RO&limit=1', { key });
    expect(firstPageAgain.status).toBe(200);
    await pastCursorGap();
    const later = await call(sandbox, `/v1/listings?fromCountry=RO&limit=1&cursor=${first.body.nextCursor}`, {
      key,
    });
    expect(later.status).toBe(200);
  });
});

describe('cursor expiry', () => {
  it('accepts a cursor up to 15 minutes old by the sandbox clock, then 409 cursor_expired', async () => {
    let clock = Date.parse('2026-11-20T08:00:00.000Z');
    const timed = await startSandbox({ port: 0, now: () => clock });
    try {
      const first = await call(timed, '/v1/listings?limit=1');
      clock += 15 * 60_000;
      await pastCursorGap();
      const inTime = await call(timed, `/v1/listings?limit=1&cursor=${first.body.nextCursor}`);
      expect(inTime.status).toBe(200);
      clock += 15 * 60_000 + 1;
      await pastCursorGap();
      const late = await call(timed, `/v1/listings?limit=1&cursor=${inTime.body.nextCursor}`);
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe('cursor_expired');
      expect(late.body.error.message).toMatch(/start over from the first page/);
    } finally {
      await timed.close();
    }
  });
});
