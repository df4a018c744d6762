/**
 * `GET /v1/listings/mine` and the cursor rules of the key-only lists over real HTTP (docs/api.md §Lists and cursors): a cursor is bound to its route and holder, the 400 ms gap holds per route, and
 * `/offers/mine` refuses a cursor after a change to one of the holder's offers (`list_changed`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import type { ListingRecord } from '../../market';
import { call, keyOf, pastCursorGap, type Answer } from '../../testing/http';

let sandbox: RunningSandbox;
let shipper: string;
let carrier: string;
let colleague: string;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 6, rateLimitPerMinute: 0 });
  const { market } = sandbox.control;
  const accountOf = (name: string) => market.keys.find((k) => k.demoAccount === name)!.accountId;
  shipper = accountOf('shipper');
  carrier = accountOf('carrier');
  const company = market.accounts.find((a) => a.id === carrier)!.companyId;
  colleague = market.accounts.find((a) => a.companyId === company && a.id !== carrier)!.id;
});

afterAll(async () => {
  await sandbox?.close();
});

const refs = (a: Answer): string[] => a.body.data.map((l: { ref: string }) => l.ref);

describe('GET /v1/listings/mine', () => {
  it("lists every listing of the holder's account in any status, newest first, with the stage", async () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    const hidden = sandbox.control.publishListing({
      ownerAccountId: shipper,
      status: 'hidden',
      createdAt: at(0),
    });
    const assistance = sandbox.control.publishListing({
      ownerAccountId: shipper,
      category: 'assistance',
      createdAt: at(1000),
    });
    const key = keyOf(sandbox, 'shipper');
    const pages = [await call(sandbox, '/v1/listings/mine', { key })];
    while (pages[pages.length - 1]!.body.hasMore) {
      await pastCursorGap();
      pages.push(
        await call(sandbox, `/v1/listings/mine?cursor=${pages[pages.length - 1]!.body.nextCursor}`, { key }),
      );
    }
    // 42 listings: the 40 of the demo data and the two published here.
    expect(pages.map((p) => p.body.data.length)).toEqual([20, 20, 2]);
    expect(pages[2]!.body).toMatchObject({ hasMore: false, nextCursor: null });
    const items: ListingRecord[] = pages.flatMap((p) => p.body.data);
    const own = sandbox.control.market.listings.filter((l) => l.ownerAccountId === shipper).map((l) => l.ref);
    // The two published in this test are the newest.
    expect(items.map((l) => l.ref)).toEqual([assistance.ref, hidden.ref, ...own]);
    expect(new Set(items.map((l) => l.status))).toEqual(
      new Set(['published', 'closed', 'hidden', 'expired', 'cancelled']),
    );
    for (const listing of items) {
      const record = sandbox.control.listing(listing.ref)!;
      expect(listing.transportStage).toBe(record.transportStage);
      expect(listing.stageUpdatedAt).toBe(record.stageUpdatedAt);
    }
    expect(items.filter((l) => l.transportStage !== null).length).toBeGreaterThanOrEqual(5);
  });

  it("does not list the listings of another account of the holder's company", async () => {
    const theirs = sandbox.control.publishListing({ ownerAccountId: colleague });
    const answer = await call(sandbox, '/v1/listings/mine', { key: keyOf(sandbox, 'carrier') });
    expect(answer.status).toBe(200);
    expect(refs(answer)).not.toContain(theirs.ref);
    expect(answer.body.data).toEqual([]);
  });

  it('lists for a key with listings:read only', async () => {
    const answer = await call(sandbox, '/v1/listings/mine', { key: keyOf(sandbox, 'listings-only') });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(5);
  });
});

describe('cursors of the key-only lists', () => {
  it('refuses a cursor of /offers/mine on /vehicles/mine (another route)', async () => {
    const key = keyOf(sandbox, 'carrier');
    const offers = await call(sandbox, '/v1/offers/mine?limit=1', { key });
    expect(offers.body.nextCursor).toEqual(expect.any(String));
    await pastCursorGap();
    const vehicles = await call(sandbox, `/v1/vehicles/mine?cursor=${offers.body.nextCursor}`, { key });
    expect(vehicles.status).toBe(409);
    expect(vehicles.body.error.code).toBe('cursor_mismatch');
    expect(vehicles.body.error.message).toMatch(/another list route/);
  });

  it("refuses another holder's cursor", async () => {
    const mine = await call(sandbox, '/v1/listings/mine?limit=2', { key: keyOf(sandbox, 'shipper') });
    await pastCursorGap();
    const theirs = await call(sandbox, `/v1/listings/mine?limit=2&cursor=${mine.body.nextCursor}`, {
      key: keyOf(sandbox, 'listings-only'),
    });
    expect(theirs.status).toBe(409);
    expect(theirs.body.error.code).toBe('cursor_mismatch');
    expect(theirs.body.error.message).toMatch(/another holder/);
  });

  it('refuses a cursor 400 ms or less after the previous request on the route (429)', async () => {
    const key = keyOf(sandbox, 'carrier');
    const first = await call(sandbox, '/v1/vehicles/mine?limit=2', { key });
    const tooSoon = await call(sandbox, `/v1/vehicles/mine?limit=2&cursor=${first.body.nextCursor}`, { key });
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.error.code).toBe('rate_limited');
    expect(tooSoon.headers.get('retry-after')).toBe('1');
    await pastCursorGap();
    const later = await call(sandbox, `/v1/vehicles/mine?limit=2&cursor=${first.body.nextCursor}`, { key });
    expect(later.status).toBe(200);
  });

  it("refuses the next page of /offers/mine after a change to one of the holder's offers only", async () => {
    const key = keyOf(sandbox, 'carrier');
    const { offers } = sandbox.control.market;
    const strangers = offers.find((o) => o.senderAccountId !== carrier && o.senderAccountId !== colleague)!;
    const colleagues = offers.find((o) => o.senderAccountId === colleague && o.status === 'sent')!;
    const first = await call(sandbox, '/v1/offers/mine?limit=2', { key });
    sandbox.control.setOfferStatus(strangers.id, 'withdrawn');
    await pastCursorGap();
    const second = await call(sandbox, `/v1/offers/mine?limit=2&cursor=${first.body.nextCursor}`, { key });
    expect(second.status).toBe(200);
    // The colleague's offer was sent on the company's behalf: it is on the holder's list.
    sandbox.control.setOfferStatus(colleagues.id, 'withdrawn');
    await pastCursorGap();
    const third = await call(sandbox, `/v1/offers/mine?limit=2&cursor=${second.body.nextCursor}`, { key });
    expect(third.status).toBe(409);
    expect(third.body.error.code).toBe('list_changed');
  });
});
