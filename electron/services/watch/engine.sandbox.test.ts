/**
 * The watch engine against the real sandbox, through the real client: the changes the sandbox's
 * control makes (an offer received, a listing cancelled, a listing closed and given its first stage,
 * a load published that a watched search matches, an offer of the carrier declined, a carried load's
 * stage moved) each become their event in one pass,
 * with the field names the exchange really answers. Passes are run one after another
 * (`runPass`); the budget is schedule.test.ts's and engine.test.ts's business.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@dispatch/sandbox';
import { createApiClient } from '../api/client';
import { openDeskDatabase, type DeskDatabase } from '../db/database';
import { createActivityLog } from './activity-log';
import type { ListingsSnapshot, MyOffersSnapshot } from './diff';
import { createWatchEngine } from './engine';
import type { Permission } from './events';

let sandbox: RunningSandbox;
let dir: string;
const databases: DeskDatabase[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
  dir = mkdtempSync(join(tmpdir(), 'dispatch-watch-sandbox-'));
}, 30_000);
afterAll(async () => {
  for (const db of databases) db.close();
  rmSync(dir, { recursive: true, force: true });
  await sandbox.close();
});

function watchAs(account: 'shipper' | 'carrier') {
  const demo = sandbox.demoKeys.find((key) => key.account === account && !key.revoked)!;
  const client = createApiClient({ baseUrl: sandbox.apiBaseUrl, getKey: async () => demo.key });
  const db = openDeskDatabase({ dir: join(dir, account) }).db;
  databases.push(db);
  const log = createActivityLog(db);
  const engine = createWatchEngine({
    client: async () => client,
    log,
    permissions: () => new Set(demo.permissions as Permission[]),
    watchedSearches: () => [
      {
        id: 'search-1',
        name: 'București → Cluj',
        kind: 'listings',
        filters: { fromCountry: 'RO', category: 'freight' },
      },
    ],
  });
  return { engine, log };
}

describe('watch engine against the sandbox', () => {
  it('notices, in one pass each, what happened to the shipper', async () => {
    const { engine, log } = watchAs('shipper');
    expect(await engine.runPass()).toEqual([]);
    expect(await engine.runPass()).toEqual([]);
    const mine = log.snapshot<ListingsSnapshot>('my-listings')!.listings;
    const published = Object.keys(mine).filter((ref) => mine[ref]!.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(3);

    const offer = sandbox.control.receiveOffer({ listingRef: published[0]! });
    sandbox.control.setListingStatus(published[1]!, 'cancelled');
    // a load given to a carrier: closed, then its first stage
    const staged = published[2]!;
    sandbox.control.setListingStatus(staged, 'closed');
    sandbox.control.setTransportStage(staged, 'assigned');
    const shipper = sandbox.control.market.keys.find((key) => key.demoAccount === 'shipper')!.accountId;
    const someoneElse = sandbox.control.market.accounts.find((account) => account.id !== shipper)!.id;
    const load = sandbox.control.publishListing({ ownerAccountId: someoneElse });

    const events = await engine.runPass();
    expect(events.map((e) => e.id).sort()).toEqual(
      [
        `offer.received:${offer.id}`,
        `listing.cancelled:${published[1]}`,
        `listing.closed:${staged}`,
        `listing.stage_changed:${staged}:assigned`,
        `listing.created:search-1:${load.ref}`,
      ].sort(),
    );
    expect(events.find((e) => e.type === 'offer.received')).toMatchObject({
      listingRef: published[0],
      data: { price: offer.price, currency: offer.currency },
    });
    expect(await engine.runPass()).toEqual([]);
    expect(log.countUnread()).toBe(5);
  }, 30_000);

  it("notices the carrier's offer declined and a carried load's new stage", async () => {
    const { engine, log } = watchAs('carrier');
    await engine.runPass();
    await engine.runPass();
    const offers = log.snapshot<MyOffersSnapshot>('my-offers')!.offers;
    const sent = Object.keys(offers).find((id) => offers[id]!.status === 'sent');
    const carried = Object.values(offers).find(
      (o) =>
        o.status === 'accepted' &&
        log.snapshot<ListingsSnapshot>(`carried:${o.listingRef}`)?.listings[o.listingRef]?.stage !==
          'delivered',
    )?.listingRef;
    expect(sent).toBeDefined();
    expect(carried).toBeDefined();
    sandbox.control.setOfferStatus(sent!, 'declined');
    const before = log.snapshot<ListingsSnapshot>(`carried:${carried}`)!.listings[carried!]!.stage;
    const nextStage = before === 'unloading' ? 'delivered' : 'unloading';
    sandbox.control.setTransportStage(carried!, nextStage);

    const ids = (await engine.runPass()).map((e) => e.id);
    expect(ids).toContain(`offer.declined:${sent}`);
    expect(ids).toContain(`listing.stage_changed:${carried}:${nextStage}`);
  }, 30_000);
});
