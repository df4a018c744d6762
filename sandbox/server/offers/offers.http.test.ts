/**
 * The offer routes over real HTTP (docs/api.md §Routes, §Resources): `/listings/{ref}/offers`
 * (the holder's listing only), `/offers/mine` (sent by the holder's account or its company),
 * `/offers/{id}` (sender side and listing owner only; everyone else gets the 404 of an absent offer,
 * same body, headers and timing). The demo data: the shipper's published listings have `sent` offers
 * waiting; the carrier and a colleague of its company (no key of its own) sent offers.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import type { OfferRecord } from '../../market';
import { NO_SUCH_LISTING, NO_SUCH_OFFER } from './routes';
import { call, keyOf, pastCursorGap, type Answer } from '../../testing/http';
import { expectIndistinguishable } from '../../testing/same-answer';

let sandbox: RunningSandbox;
let shipper: string;
let carrier: string;
let carrierCompany: string;
let colleague: string;
/** The start state's offers (the market as generated). */
let offers: OfferRecord[];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 3, rateLimitPerMinute: 0 });
  const { market } = sandbox.control;
  const accountOf = (name: string) => market.keys.find((k) => k.demoAccount === name)!.accountId;
  shipper = accountOf('shipper');
  carrier = accountOf('carrier');
  carrierCompany = market.accounts.find((a) => a.id === carrier)!.companyId!;
  colleague = market.accounts.find((a) => a.companyId === carrierCompany && a.id !== carrier)!.id;
  offers = market.offers;
});

afterAll(async () => {
  await sandbox?.close();
});

const ownerOf = (offer: OfferRecord) => sandbox.control.listing(offer.listingRef)!.ownerAccountId;
const ids = (a: Answer): string[] => a.body.data.map((o: { id: string }) => o.id);
/** An offer of the start state no demo account takes part in (neither sender side nor listing owner). */
const strangersOffer = () =>
  offers.find(
    (o) =>
      o.senderAccountId !== carrier &&
      o.senderCompanyId !== carrierCompany &&
      ![shipper, carrier].includes(ownerOf(o)),
  )!;

describe('GET /v1/listings/{ref}/offers', () => {
  it("lists the offers received on the holder's listing, newest first, as the Offer schema", async () => {
    const waiting = offers.find((o) => o.status === 'sent' && ownerOf(o) === shipper)!;
    const expected = offers.filter((o) => o.listingRef === waiting.listingRef).map((o) => o.id);
    const answer = await call(sandbox, `/v1/listings/${waiting.listingRef}/offers`, {
      key: keyOf(sandbox, 'shipper'),
    });
    expect(answer.status).toBe(200);
    expect(ids(answer)).toEqual(expected);
    expect(answer.body).toMatchObject({ hasMore: false, nextCursor: null });
    const first = answer.body.data[0];
    expect(first).not.toHaveProperty('senderAccountId');
    expect(first).not.toHaveProperty('senderCompanyId');
    expect(first.url).toBe(`${sandbox.origin}/web/offers/${first.id}`);
  });

  it("gives another's listing the same 404 as an unknown one", async () => {
    const key = keyOf(sandbox, 'carrier');
    const shippers = offers.find((o) => ownerOf(o) === shipper)!.listingRef;
    const foreign = await call(sandbox, `/v1/listings/${shippers}/offers`, { key });
    const unknown = await call(sandbox, '/v1/listings/FX-ZZZZZZ/offers', { key });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toMatchObject({ code: 'not_found', message: NO_SUCH_LISTING });
    expectIndistinguishable(foreign, unknown);
  });

  it('pages with cursors and refuses one after an offer arrived on that listing (list_changed)', async () => {
    const key = keyOf(sandbox, 'shipper');
    const listing = sandbox.control.publishListing({ ownerAccountId: shipper });
    for (let i = 3; i >= 1; i--) {
      sandbox.control.receiveOffer({
        listingRef: listing.ref,
        senderAccountId: strangersOffer().senderAccountId,
        createdAt: new Date(Date.now() - i * 1000).toISOString(),
      });
    }
    const first = await call(sandbox, `/v1/listings/${listing.ref}/offers?limit=2`, { key });
    expect(first.body.data).toHaveLength(2);
    await pastCursorGap();
    const second = await call(sandbox, `/v1/listings/${listing.ref}/offers?cursor=${first.body.nextCursor}`, {
      key,
    });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({ hasMore: false, nextCursor: null });
    expect(second.body.data).toHaveLength(1);

    const again = await call(sandbox, `/v1/listings/${listing.ref}/offers?limit=1`, { key });
    sandbox.control.receiveOffer({
      listingRef: listing.ref,
      senderAccountId: strangersOffer().senderAccountId,
    });
    await pastCursorGap();
    const refused = await call(
      sandbox,
      `/v1/listings/${listing.ref}/offers?cursor=${again.body.nextCursor}`,
      {
        key,
      },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('list_changed');
  });
});

describe('GET /v1/offers/mine', () => {
  it("lists the offers of the holder's account and those sent on its company's behalf", async () => {
    const expected = offers
      .filter((o) => o.senderAccountId === carrier || o.senderCompanyId === carrierCompany)
      .map((o) => o.id);
    expect(offers.some((o) => o.senderAccountId === colleague && o.senderCompanyId === carrierCompany)).toBe(
      true,
    );
    expect(offers.some((o) => o.senderAccountId === carrier && o.senderCompanyId === null)).toBe(true);
    const key = keyOf(sandbox, 'carrier');
    const seen: string[] = [];
    let answer = await call(sandbox, '/v1/offers/mine', { key });
    seen.push(...ids(answer));
    while (answer.body.hasMore) {
      await pastCursorGap();
      answer = await call(sandbox, `/v1/offers/mine?cursor=${answer.body.nextCursor}`, { key });
      seen.push(...ids(answer));
    }
    expect(seen).toEqual(expected);
    expect(seen).toContain(offers.find((o) => o.senderAccountId === carrier && o.status === 'accepted')!.id);
  });

  it("leaves out a colleague's personal offers (not sent on the company's behalf)", async () => {
    const personal = sandbox.control.receiveOffer({
      listingRef: strangersOffer().listingRef,
      senderAccountId: colleague,
      senderCompanyId: null,
    });
    const key = keyOf(sandbox, 'carrier');
    const mine = await call(sandbox, '/v1/offers/mine?limit=5', { key });
    expect(ids(mine)).not.toContain(personal.id);
    const one = await call(sandbox, `/v1/offers/${personal.id}`, { key });
    expect(one.status).toBe(404);
  });
});

describe('GET /v1/offers/{id}', () => {
  it('shows an offer to its sending account, its company and the listing owner, as { data }', async () => {
    const own = offers.find((o) => o.senderAccountId === carrier && o.status === 'accepted')!;
    const byColleague = offers.find(
      (o) => o.senderAccountId === colleague && o.senderCompanyId === carrierCompany,
    )!;
    const onShippers = offers.find((o) => ownerOf(o) === shipper && o.senderAccountId !== carrier)!;
    const carrierKey = keyOf(sandbox, 'carrier');
    const shipperKey = keyOf(sandbox, 'shipper');
    for (const [offer, key] of [
      [own, carrierKey],
      [byColleague, carrierKey],
      [onShippers, shipperKey],
    ] as const) {
      const answer = await call(sandbox, `/v1/offers/${offer.id}`, { key });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        id: offer.id,
        listingRef: offer.listingRef,
        status: offer.status,
      });
      expect(Object.keys(answer.body)).toEqual(['data']);
    }
  });

  it("gives a stranger's offer the same 404 as an absent one: status, body, headers", async () => {
    const key = keyOf(sandbox, 'shipper');
    const notYours = await call(sandbox, `/v1/offers/${strangersOffer().id}`, { key });
    const missing = await call(sandbox, `/v1/offers/${randomUUID()}`, { key });
    expect(notYours.status).toBe(404);
    expect(notYours.body.error).toMatchObject({ code: 'not_found', message: NO_SUCH_OFFER });
    expectIndistinguishable(notYours, missing);
  });
});
