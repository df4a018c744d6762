/**
 * A market that moves, over real HTTP: steps publish listings, bump the revision and refuse open
 * cursors over a touched filtered list (409 `list_changed`) but not over an untouched one; advancing
 * the clock expires cursors; `tickSeconds` steps on its own; same seed + same clock + same steps ->
 * same data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKET_COUNTRIES } from '@dispatch/shared/domain/vocabulary';
import { startSandbox, type MarketChange, type RunningSandbox } from '../../index';
import { call, keyOf, pastCursorGap } from '../../testing/http';
import { send } from '../../testing/control';

const FROZEN = Date.parse('2026-11-20T08:00:00.000Z');
let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, seed: 11, rateLimitPerMinute: 0 });
});

afterAll(async () => {
  await sandbox?.close();
});

const refsOf = (body: { data: { ref: string }[] }): string[] => body.data.map((l) => l.ref);
const published = (changes: MarketChange[]): string[] =>
  changes.flatMap((c) => (c.kind === 'listing.published' ? [c.listing.ref] : []));

describe('control.step()', () => {
  it('publishes at least one listing, newest first on page 1, and bumps the revision', async () => {
    const before = sandbox.control.revision;
    const changes = sandbox.control.step();
    const refs = published(changes);
    expect(refs.length).toBeGreaterThanOrEqual(1);
    expect(sandbox.control.revision).toBeGreaterThanOrEqual(before + refs.length);
    const page = await call(sandbox, '/v1/listings');
    expect(refsOf(page.body)).toEqual(expect.arrayContaining(refs));
    const lookedUp = await call(sandbox, `/v1/listings/${refs[0]}`);
    expect(Date.parse(lookedUp.body.data.createdAt)).toBeLessThanOrEqual(sandbox.clock.now());
  });

  it('refuses a cursor over a list the step touched (409 list_changed), serves one it did not', async () => {
    const firstPages = new Map<string, string>();
    for (const country of MARKET_COUNTRIES) {
      const page = await call(sandbox, `/v1/listings?fromCountry=${country}&limit=1`);
      if (page.body.nextCursor) firstPages.set(country, page.body.nextCursor);
    }
    const changes = sandbox.control.step();
    const touched = new Set(
      changes.flatMap((c) => {
        const ref = c.kind === 'listing.published' ? c.listing.ref : 'ref' in c ? c.ref : null;
        const listing = ref ? sandbox.control.listing(ref) : undefined;
        return listing ? [listing.fromCountry] : [];
      }),
    );
    const hit = [...firstPages.keys()].find((c) => touched.has(c));
    const spared = [...firstPages.keys()].find((c) => !touched.has(c));
    expect(hit).toBeDefined();
    expect(spared).toBeDefined();
    await pastCursorGap();
    const refused = await call(
      sandbox,
      `/v1/listings?fromCountry=${hit}&limit=1&cursor=${firstPages.get(hit!)}`,
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('list_changed');
    await pastCursorGap();
    const served = await call(
      sandbox,
      `/v1/listings?fromCountry=${spared}&limit=1&cursor=${firstPages.get(spared!)}`,
    );
    expect(served.status).toBe(200);
  });
});

describe('applied changes', () => {
  it('every planned change is in the stores afterwards, vehicles and offers included', () => {
    const kinds = new Set<string>();
    for (let n = 0; n < 12; n++) {
      for (const change of sandbox.control.step()) {
        kinds.add(change.kind);
        switch (change.kind) {
          case 'listing.published':
            expect(sandbox.control.listing(change.listing.ref)).toEqual(change.listing);
            break;
          case 'listing.status':
            expect(sandbox.control.listing(change.ref)?.status).toBe(change.status);
            break;
          case 'listing.stage':
            expect(sandbox.control.listing(change.ref)).toMatchObject({
              transportStage: change.stage,
              stageUpdatedAt: change.at,
            });
            break;
          case 'vehicle.published':
            expect(sandbox.control.vehicle(change.vehicle.id)).toEqual(change.vehicle);
            break;
          case 'vehicle.status':
            expect(sandbox.control.vehicle(change.id)?.status).toBe(change.status);
            break;
          case 'offer.received':
            expect(sandbox.control.offer(change.offer.id)).toEqual(change.offer);
            break;
          case 'offer.status':
            expect(sandbox.control.offer(change.id)).toMatchObject({
              status: change.status,
              updatedAt: change.at,
            });
            break;
        }
      }
    }
    expect([...kinds]).toEqual(
      expect.arrayContaining(['listing.published', 'listing.status', 'vehicle.published', 'offer.received']),
    );
  });
});

describe('the clock', () => {
  it('advancing it 16 minutes expires an open cursor (409 cursor_expired)', async () => {
    const first = await call(sandbox, '/v1/listings?limit=1');
    const advanced = await send(sandbox, 'POST', '/_sandbox/clock/advance', { seconds: 16 * 60 });
    expect(advanced.status).toBe(200);
    await pastCursorGap();
    const late = await call(sandbox, `/v1/listings?limit=1&cursor=${first.body.nextCursor}`);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('cursor_expired');
  });

  it('dates new listings and steps with the advanced clock', async () => {
    const changes = sandbox.control.step();
    const listing = changes.find((c) => c.kind === 'listing.published');
    const createdAt = listing?.kind === 'listing.published' ? Date.parse(listing.listing.createdAt) : NaN;
    expect(createdAt - Date.now()).toBeGreaterThanOrEqual(16 * 60_000 - 1_000);
  });

  it("says the sandbox clock's time in every answer's Date header, not the machine's", async () => {
    const timed = await startSandbox({ port: 0, startAt: '2027-03-01T12:00:00Z' });
    try {
      const before = timed.clock.now();
      const answers = [
        await call(timed, '/v1/listings?limit=1', { key: keyOf(timed, 'shipper') }),
        await call(timed, '/v1/listings?limit=1'), // 401: an error answer too
        await send(timed, 'GET', '/_sandbox/clock'),
      ];
      const after = timed.clock.now();
      for (const answer of answers) {
        const date = Date.parse(answer.headers.get('date') ?? '');
        // whole seconds (RFC 9110 §6.6.1): the header may read up to 1 s before `before`
        expect(date).toBeGreaterThan(before - 1_000);
        expect(date).toBeLessThanOrEqual(after);
      }
      timed.clock.advance(3_600_000);
      const later = await call(timed, '/v1/listings?limit=1');
      expect(Date.parse(later.headers.get('date') ?? '') - before).toBeGreaterThanOrEqual(3_599_000);
    } finally {
      await timed.close();
    }
  });

  it('starts at `startAt` and runs from there', async () => {
    const timed = await startSandbox({ port: 0, startAt: '2027-03-01T12:00:00Z' });
    try {
      const clock = await send(timed, 'GET', '/_sandbox/clock');
      // it runs from there with real time: not before it, and nowhere near today's date (a generous
      // bound: the market is generated after the clock starts, seconds on a loaded machine)
      const ran = Date.parse(clock.body.data.now) - Date.parse('2027-03-01T12:00:00Z');
      expect(ran).toBeGreaterThanOrEqual(0);
      expect(ran).toBeLessThan(10 * 60_000);
      const page = await call(timed, '/v1/listings?limit=1');
      expect(page.body.data[0].createdAt < '2027-03-01T12:10:00Z').toBe(true);
      expect(page.body.data[0].createdAt > '2027-02-01').toBe(true);
    } finally {
      await timed.close();
    }
  });
});

describe('tickSeconds', () => {
  it('steps on its own while running, and stops when closed', async () => {
    const ticking = await startSandbox({ port: 0, tickSeconds: 0.2 });
    const start = ticking.control.revision;
    const deadline = Date.now() + 5_000;
    while (ticking.control.revision === start && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(ticking.control.revision).toBeGreaterThan(start);
    await ticking.close();
    const closedAt = ticking.control.revision;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(ticking.control.revision).toBe(closedAt);
  });
});

describe('determinism', () => {
  it('same seed, frozen clock, 3 steps -> identical /v1/listings first pages', async () => {
    const pages = [];
    for (let i = 0; i < 2; i++) {
      const s = await startSandbox({ port: 0, seed: 21, now: () => FROZEN });
      try {
        for (let n = 0; n < 3; n++) s.control.step();
        const page = await call(s, '/v1/listings');
        pages.push(page.body.data.map((l: { url: string }) => ({ ...l, url: new URL(l.url).pathname })));
      } finally {
        await s.close();
      }
    }
    expect(pages[0]).toHaveLength(20);
    expect(pages[1]).toEqual(pages[0]);
    expect(
      pages[0]!.filter((l: { createdAt: string }) => Date.parse(l.createdAt) === FROZEN).length,
    ).toBeGreaterThanOrEqual(3);
  });
});
