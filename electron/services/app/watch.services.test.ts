/**
 * The watch wired in the app services (docs/watch.md §Wiring), against the real
 * sandbox through the real client, its schedule on a manual clock: an offer delivered with the
 * sandbox's control reaches the activity calls within one pass; the summary counts it; a change of
 * demo account starts the snapshots over.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@dispatch/sandbox';
import type { ActivityOutputs } from '../../../shared/contract/activity';
import { createMemoryKeyStore } from '../keys/memory';
import type { ListingsSnapshot } from '../watch/diff';
import { createManualClock, runWatchUntil } from '../manual-clock';
import { invokeCall } from './invoke';
import { createAppServices, type AppServices } from './services';

const T0 = Date.UTC(2026, 10, 25, 8, 0, 0);
const MINUTE = 60_000;

let sandbox: RunningSandbox;
let dir: string;
let services: AppServices;
const clock = createManualClock(T0);
let wire = 0;

async function ok<T>(name: string, input: unknown = {}): Promise<T> {
  const result = await invokeCall(services.handlers, name, input);
  if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}
const run = (ms: number) => runWatchUntil(clock, services.watch.engine()!, clock.now() + ms);

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0 });
  dir = mkdtempSync(join(tmpdir(), 'dispatch-watch-services-'));
  services = createAppServices({
    settingsDir: dir,
    keyStore: (_account, environment) => createMemoryKeyStore({ environment }),
    startEmbeddedSandbox: async () => ({ ...sandbox, close: async () => {} }),
    fetch: (input, init) => {
      wire++;
      return fetch(input, init);
    },
    watchClock: clock,
  });
}, 30_000);
afterAll(async () => {
  await services.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the watch in the app services', () => {
  it('reads nothing of its own before a host starts it', async () => {
    await ok('keys.useDemo', { account: 'shipper' });
    const before = wire;
    await ok('watch.checkNow');
    expect(await ok<ActivityOutputs['activity.summary']>('activity.summary')).toMatchObject({
      unread: 0,
      newestSeq: 0,
      watch: { state: 'stopped' },
    });
    expect(wire).toBe(before);
  });

  it("tells an offer received on the shipper's listing within one pass, in the summary and the list", async () => {
    await services.watch.start();
    await run(15 * MINUTE); // baselines: my lists, then each published listing's offers
    const summary = await ok<ActivityOutputs['activity.summary']>('activity.summary');
    expect(summary).toMatchObject({ unread: 0, newestSeq: 0 });
    // the inbox count is every offer not yet seen in the inbox, the baselines' too (docs/watch.md §The inbox count)
    const unseen = summary.unreadOffers;
    expect(unseen).toBeGreaterThan(0);
    expect(summary.watch.lastReadAt).not.toBeNull();
    const mine = services.watch.log().snapshot<ListingsSnapshot>('my-listings')!.listings;
    const published = Object.keys(mine).find((ref) => mine[ref]!.status === 'published')!;

    const offer = sandbox.control.receiveOffer({ listingRef: published });
    await run(8 * MINUTE); // one pass at 4 reads a minute: about 25 reads at most

    expect(await ok<ActivityOutputs['activity.summary']>('activity.summary')).toMatchObject({
      unread: 1,
      unreadOffers: unseen + 1,
      newestSeq: 1,
    });
    const list = await ok<ActivityOutputs['activity.list']>('activity.list', {});
    expect(list.entries).toMatchObject([
      { id: `offer.received:${offer.id}`, type: 'offer.received', listingRef: published, readAt: null },
    ]);
    expect(await ok('activity.markAllRead')).toEqual({ unread: 0 });
    // reading Activity does not lower the inbox count; seeing the offer in the inbox does
    expect(await ok<ActivityOutputs['activity.summary']>('activity.summary')).toMatchObject({
      unreadOffers: unseen + 1,
    });
    await ok('seen.mark', { scope: 'inbox', ids: [offer.id] });
    expect(await ok<ActivityOutputs['activity.summary']>('activity.summary')).toMatchObject({
      unreadOffers: unseen,
    });
  }, 60_000);

  it('starts the snapshots over for another demo account, telling nothing of its lists', async () => {
    expect(services.watch.log().snapshot('my-listings')).not.toBeNull();
    await ok('keys.useDemo', { account: 'carrier' });
    expect(services.watch.log().snapshot('my-listings')).toBeNull();
    await run(15 * MINUTE);
    expect(await ok<ActivityOutputs['activity.summary']>('activity.summary')).toMatchObject({
      unread: 0,
      newestSeq: 1,
    });
    expect(services.watch.log().snapshot('my-offers')).not.toBeNull();
  }, 60_000);
});
