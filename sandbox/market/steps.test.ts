import { describe, expect, it } from 'vitest';
import { TRANSPORT_STAGES } from '@dispatch/shared/domain/vocabulary';
import {
  applyMarketChanges,
  planMarketStep,
  REF_PATTERN,
  type MarketChange,
  type MarketState,
} from './index';
import { MarketIndex } from './market-index';
import { nextStage } from './steps';
import { EMAIL, NOW, PHONE, places, testMarket, UUID } from './test-helpers';

const market = testMarket();
const HOUR = 3_600_000;
const plan = (state: MarketState, step: number, now = NOW) =>
  planMarketStep(state, { seed: 7, step, now, places });
const ofKind = <K extends MarketChange['kind']>(changes: readonly MarketChange[], kind: K) =>
  changes.filter((c): c is Extract<MarketChange, { kind: K }> => c.kind === kind);
const shipperId = market.keys.find((k) => k.demoAccount === 'shipper')!.accountId;

/** Checks one step's changes against the state they were planned from; returns nothing, throws on a broken rule. */
function checkStep(state: MarketState, changes: readonly MarketChange[], now: Date): void {
  const at = now.toISOString();
  const today = at.slice(0, 10);
  const listings = new Map(state.listings.map((l) => [l.ref, l]));
  const offers = new Map(state.offers.map((o) => [o.id, o]));
  const vehicles = new Map(state.vehicles.map((v) => [v.id, v]));
  const texts: string[] = [];

  const published = ofKind(changes, 'listing.published');
  expect(published.length).toBeGreaterThanOrEqual(1);
  const newRefs = new Set<string>();
  for (const { listing } of published) {
    expect(listing.ref).toMatch(REF_PATTERN);
    expect(listings.has(listing.ref), listing.ref).toBe(false);
    expect(newRefs.has(listing.ref)).toBe(false);
    newRefs.add(listing.ref);
    expect(listing.status).toBe('published');
    expect(listing.createdAt).toBe(at);
    expect(Date.parse(listing.expiresAt)).toBeGreaterThan(now.getTime());
    if (listing.dateFrom !== null) expect(listing.dateFrom >= today).toBe(true);
    expect(listing.chosenCarrierAccountId).toBeNull();
    expect(listing.transportStage).toBeNull();
    if (listing.description) texts.push(listing.description);
  }
  for (const { vehicle } of ofKind(changes, 'vehicle.published')) {
    expect(vehicle.id).toMatch(UUID);
    expect(vehicles.has(vehicle.id)).toBe(false);
    expect(vehicle).toMatchObject({ status: 'active', source: 'exchange', createdAt: at, requestCount: 0 });
    expect(vehicle.dateTo >= today).toBe(true);
    if (vehicle.note) texts.push(vehicle.note);
  }
  const statusRefs = new Set<string>();
  for (const change of ofKind(changes, 'listing.status')) {
    const listing = listings.get(change.ref);
    expect(listing?.status).toBe('published');
    expect(statusRefs.has(change.ref)).toBe(false);
    statusRefs.add(change.ref);
    if (change.status === 'expired')
      expect(Date.parse(listing!.expiresAt)).toBeLessThanOrEqual(now.getTime());
    else expect(['closed', 'cancelled']).toContain(change.status);
  }
  for (const change of ofKind(changes, 'listing.stage')) {
    const listing = listings.get(change.ref);
    expect(listing?.status).toBe('closed');
    expect(listing?.transportStage).not.toBe('delivered');
    expect(change.stage).toBe(nextStage(listing!.transportStage));
    expect(TRANSPORT_STAGES.indexOf(change.stage)).toBe(
      TRANSPORT_STAGES.indexOf(listing!.transportStage!) + 1,
    );
    expect(change.at).toBe(at);
  }
  for (const { offer } of ofKind(changes, 'offer.received')) {
    expect(offer.id).toMatch(UUID);
    expect(offers.has(offer.id)).toBe(false);
    const listing = listings.get(offer.listingRef);
    expect(listing?.ownerAccountId).toBe(shipperId);
    expect(listing?.status).toBe('published');
    expect(statusRefs.has(offer.listingRef)).toBe(false);
    expect(offer.senderAccountId).not.toBe(shipperId);
    expect(
      state.offers.some(
        (o) => o.listingRef === offer.listingRef && o.senderAccountId === offer.senderAccountId,
      ),
    ).toBe(false);
    expect(offer).toMatchObject({
      status: 'sent',
      createdAt: at,
      updatedAt: at,
      revisions: 0,
      currency: listing!.currency,
    });
    if (offer.message) texts.push(offer.message);
  }
  const offerIds = new Set<string>();
  for (const change of ofKind(changes, 'offer.status')) {
    expect(offers.get(change.id)?.status).toBe('sent');
    expect(offerIds.has(change.id)).toBe(false);
    offerIds.add(change.id);
    expect(['expired', 'declined', 'withdrawn']).toContain(change.status);
    if (change.status !== 'withdrawn') expect(statusRefs.has(offers.get(change.id)!.listingRef)).toBe(true);
  }
  for (const change of ofKind(changes, 'vehicle.status')) {
    expect(vehicles.get(change.id)?.status).toBe('active');
    if (change.status === 'expired') expect(vehicles.get(change.id)!.dateTo < today).toBe(true);
  }
  for (const text of texts) {
    expect(text).not.toMatch(PHONE);
    expect(text).not.toMatch(EMAIL);
  }
}

describe('planMarketStep', () => {
  it('is deterministic for the same inputs and differs between steps', () => {
    const a = plan(market, 1);
    expect(plan(market, 1)).toEqual(a);
    expect(plan(market, 2)).not.toEqual(a);
    expect(planMarketStep(market, { seed: 8, step: 1, now: NOW, places })).not.toEqual(a);
  });

  it('does not mutate the state', () => {
    const before = structuredClone(market);
    plan(market, 3, new Date(NOW.getTime() + 30 * 86_400_000));
    expect(market).toEqual(before);
  });

  it('keeps every rule over 40 steps: publishes, ends listings, receives offers, moves loads forward', () => {
    let state: MarketState = market;
    let now = NOW;
    const totals: Record<string, number> = {};
    const stageMoves: string[] = [];
    for (let step = 1; step <= 40; step++) {
      now = new Date(now.getTime() + HOUR);
      const changes = plan(state, step, now);
      checkStep(state, changes, now);
      for (const c of changes) totals[c.kind] = (totals[c.kind] ?? 0) + 1;
      for (const c of ofKind(changes, 'listing.stage')) stageMoves.push(c.ref);
      state = applyMarketChanges(state, changes);
    }
    expect(totals['listing.published']).toBeGreaterThanOrEqual(40);
    expect(totals['vehicle.published']).toBeGreaterThanOrEqual(5);
    expect(totals['vehicle.published']).toBeLessThanOrEqual(25);
    expect(totals['offer.received']).toBe(40);
    expect(totals['listing.status']).toBeGreaterThan(10);
    expect(totals['listing.stage']).toBeGreaterThan(20);
    expect(totals['offer.status']).toBeGreaterThan(10);
    // The applied state stays consistent: unique refs and ids, no stage past delivered.
    expect(new Set(state.listings.map((l) => l.ref)).size).toBe(state.listings.length);
    expect(new Set(state.offers.map((o) => o.id)).size).toBe(state.offers.length);
    expect(new Set(state.vehicles.map((v) => v.id)).size).toBe(state.vehicles.length);
    expect(state.listings.length).toBe(market.listings.length + totals['listing.published']!);
    expect(state.offers.filter((o) => o.createdAt > NOW.toISOString()).length).toBe(40);
    const moved = state.listings.find((l) => l.ref === stageMoves[0]);
    expect((moved?.stageUpdatedAt ?? '') > NOW.toISOString()).toBe(true);
  });

  it('expires published listings whose expiresAt has passed, at most five a step, with their waiting offers', () => {
    const later = new Date(NOW.getTime() + 40 * 86_400_000);
    const changes = plan(market, 1, later);
    checkStep(market, changes, later);
    const expired = ofKind(changes, 'listing.status').filter((c) => c.status === 'expired');
    expect(expired.length).toBe(5);
    const refs = new Set(expired.map((c) => c.ref));
    const waiting = market.offers.filter((o) => refs.has(o.listingRef) && o.status === 'sent');
    const offerChanges = ofKind(changes, 'offer.status').filter((c) => c.status === 'expired');
    expect(offerChanges.map((c) => c.id).sort()).toEqual(waiting.map((o) => o.id).sort());
    const lapsed = ofKind(changes, 'vehicle.status').filter((c) => c.status === 'expired');
    expect(lapsed.length).toBe(5);
  });

  it('never moves a stage backwards or past delivered', () => {
    expect(nextStage('assigned')).toBe('loading');
    expect(nextStage('unloading')).toBe('delivered');
    expect(nextStage('delivered')).toBeNull();
    expect(nextStage(null)).toBeNull();
    const delivered: MarketState = {
      ...market,
      listings: market.listings.map((l) =>
        l.transportStage ? { ...l, transportStage: 'delivered' as const } : l,
      ),
    };
    for (let step = 1; step <= 5; step++) expect(ofKind(plan(delivered, step), 'listing.stage')).toEqual([]);
  });

  it('still publishes a listing in an almost empty market', () => {
    const tiny: MarketState = {
      listings: [],
      offers: [],
      vehicles: [],
      accounts: market.accounts.slice(0, 6),
      companies: market.companies,
    };
    const changes = plan(tiny, 1);
    expect(ofKind(changes, 'listing.published').length).toBeGreaterThanOrEqual(1);
    checkStep(tiny, changes, NOW);
  });
});

describe('offer arrivals (docs/api.md §Outside /v1, --arrivals)', () => {
  it('decaying: most offers go to the listings published in the last hours; uniform: any alike', () => {
    const index = new MarketIndex(market);
    const open = index.shipperListings();
    // an hour after the demo shipper's newest published listing
    const newest = Math.max(...open.map((l) => Date.parse(l.createdAt)));
    const now = new Date(newest + HOUR);
    const young = new Set(
      open.filter((l) => now.getTime() - Date.parse(l.createdAt) <= 4 * HOUR).map((l) => l.ref),
    );
    expect(young.size).toBeGreaterThan(0);
    expect(young.size).toBeLessThan(open.length / 2);
    const shareOnYoung = (arrivals: 'uniform' | 'decaying') => {
      let onYoung = 0;
      let offers = 0;
      for (let step = 1; step <= 200; step++) {
        const changes = planMarketStep(index, { seed: 7, step, now, places, arrivals });
        for (const { offer } of ofKind(changes, 'offer.received')) {
          offers++;
          if (young.has(offer.listingRef)) onYoung++;
        }
      }
      return onYoung / offers;
    };
    expect(shareOnYoung('decaying')).toBeGreaterThan(0.5);
    expect(shareOnYoung('uniform')).toBeLessThan(0.5);
  });
});
