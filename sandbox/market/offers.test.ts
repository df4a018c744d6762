import { describe, expect, it } from 'vitest';
import { OFFER_STATUSES } from '@dispatch/shared/domain/vocabulary';
import { newestFirstById, type OfferRecord } from './index';
import { DATE, demoIds, EMAIL, ISO_MS, NOW, PHONE, testMarket, UUID } from './test-helpers';

const market = testMarket();
const { offers, listings } = market;
const byRef = new Map(listings.map((l) => [l.ref, l]));
const accounts = new Map(market.accounts.map((a) => [a.id, a]));
const companies = new Map(market.companies.map((c) => [c.id, c]));
const demo = demoIds(market);
const carrierCompanyId = accounts.get(demo.carrier!)?.companyId;
const listingOf = (o: OfferRecord) => {
  const listing = byRef.get(o.listingRef);
  if (!listing) throw new Error(`unknown listing ${o.listingRef}`);
  return listing;
};
const nowMs = NOW.getTime();

describe('offers: shape', () => {
  it('are many, with unique uuids, on existing non-assistance listings, newest first', () => {
    expect(offers.length).toBeGreaterThan(3_000);
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
    for (const o of offers) {
      expect(o.id).toMatch(UUID);
      expect(listingOf(o).category).not.toBe('assistance');
    }
    for (let i = 1; i < offers.length; i++)
      expect(newestFirstById(offers[i - 1]!, offers[i]!)).toBeLessThan(0);
    const withOffers = new Set(offers.map((o) => o.listingRef)).size;
    const eligible = listings.filter((l) => l.category !== 'assistance').length;
    expect(withOffers / eligible).toBeGreaterThan(0.25);
    expect(withOffers / eligible).toBeLessThan(0.7);
  });

  it('carry well-formed money, dates and revisions, in the listing currency', () => {
    for (const o of offers) {
      const listing = listingOf(o);
      expect(o.price).toMatch(/^\d+\.\d{2}$/);
      expect(o.currency).toBe(listing.currency);
      const base = Number(listing.budget ?? listing.estimatedCost);
      const ratio = Number(o.price) / base;
      expect(ratio > 0.75 && ratio < 1.3, `${o.price} vs ${base}`).toBe(true);
      expect(o.createdAt).toMatch(ISO_MS);
      expect(o.updatedAt).toMatch(ISO_MS);
      if (o.expiresAt !== null) expect(o.expiresAt).toMatch(ISO_MS);
      if (o.availableDate !== null) expect(o.availableDate).toMatch(DATE);
      expect(Number.isInteger(o.revisions) && o.revisions >= 0).toBe(true);
      expect(o.createdAt >= listing.createdAt, o.id).toBe(true);
      expect(o.updatedAt >= o.createdAt).toBe(true);
      expect(Date.parse(o.updatedAt)).toBeLessThanOrEqual(nowMs);
    }
    expect(offers.some((o) => o.revisions > 0)).toBe(true);
    expect(offers.some((o) => o.availableDate === null)).toBe(true);
    expect(offers.some((o) => o.currency === 'RON')).toBe(true);
  });

  it('give the carrier a minimal profile matching the sender and its company', () => {
    for (const o of offers) {
      const account = accounts.get(o.senderAccountId);
      expect(account, o.senderAccountId).toBeDefined();
      expect(Object.keys(o.carrier).sort()).toEqual(['isCompany', 'name', 'verified']);
      if (o.senderCompanyId === null) {
        expect(o.carrier).toEqual({ name: account!.displayName, isCompany: false, verified: false });
      } else {
        expect(o.senderCompanyId).toBe(account!.companyId);
        const company = companies.get(o.senderCompanyId)!;
        expect(o.carrier).toEqual({
          name: company.name,
          isCompany: true,
          verified: company.verificationStatus === 'verified',
        });
      }
    }
    expect(offers.some((o) => o.carrier.isCompany && o.carrier.verified)).toBe(true);
    expect(offers.some((o) => o.carrier.isCompany && !o.carrier.verified)).toBe(true);
    expect(offers.some((o) => !o.carrier.isCompany)).toBe(true);
  });

  it('never come from the listing owner, at most one per sender and listing', () => {
    const seen = new Set<string>();
    for (const o of offers) {
      expect(o.senderAccountId).not.toBe(listingOf(o).ownerAccountId);
      const key = `${o.listingRef}|${o.senderAccountId}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('never contain a phone number or an e-mail address', () => {
    const messages = offers.map((o) => o.message).filter((m): m is string => m !== null);
    expect(messages.length).toBeGreaterThan(offers.length * 0.5);
    expect(new Set(messages).size).toBeGreaterThan(20);
    for (const m of messages) {
      expect(m).not.toMatch(PHONE);
      expect(m).not.toMatch(EMAIL);
    }
    for (const o of offers) expect(JSON.stringify(o.carrier)).not.toMatch(EMAIL);
  });
});

describe('offers: statuses consistent with listings', () => {
  it('use every status', () => {
    for (const s of OFFER_STATUSES)
      expect(
        offers.some((o) => o.status === s),
        s,
      ).toBe(true);
  });

  it('wait (sent) only on published or hidden listings, with expiresAt ahead or none', () => {
    for (const o of offers.filter((x) => x.status === 'sent')) {
      expect(['published', 'hidden']).toContain(listingOf(o).status);
      if (o.expiresAt !== null) expect(Date.parse(o.expiresAt)).toBeGreaterThan(nowMs);
    }
    for (const o of offers.filter((x) => x.status === 'expired')) {
      expect(o.expiresAt).not.toBeNull();
      expect(Date.parse(o.expiresAt!)).toBeLessThanOrEqual(nowMs);
    }
  });

  it('have exactly one accepted offer per closed listing with a chosen carrier, from that carrier', () => {
    const accepted = new Map<string, OfferRecord[]>();
    for (const o of offers.filter((x) => x.status === 'accepted')) {
      accepted.set(o.listingRef, [...(accepted.get(o.listingRef) ?? []), o]);
    }
    // Assistance is a website-only flow (docs/api.md §Resources): no offers there, chosen carrier or not.
    const chosen = listings.filter((l) => l.chosenCarrierAccountId !== null && l.category !== 'assistance');
    expect(chosen.length).toBeGreaterThan(100);
    for (const l of chosen) {
      expect(l.status).toBe('closed');
      expect(l.ownerAccountId).not.toBe(l.chosenCarrierAccountId);
      const list = accepted.get(l.ref) ?? [];
      expect(list.length, l.ref).toBe(1);
      expect(list[0]!.senderAccountId).toBe(l.chosenCarrierAccountId);
      expect(Date.parse(list[0]!.updatedAt)).toBeLessThanOrEqual(Date.parse(l.stageUpdatedAt!));
    }
    expect(accepted.size).toBe(chosen.length);
  });
});

describe('offers: demo accounts', () => {
  const mine = offers.filter(
    (o) =>
      o.senderAccountId === demo.carrier ||
      (o.senderCompanyId !== null && o.senderCompanyId === carrierCompanyId),
  );

  it('leave the demo shipper offers waiting on 10 to 20 of its published listings', () => {
    const own = new Set(listings.filter((l) => l.ownerAccountId === demo.shipper).map((l) => l.ref));
    const waiting = offers.filter((o) => own.has(o.listingRef) && o.status === 'sent');
    const refs = new Set(
      waiting.map((o) => o.listingRef).filter((ref) => byRef.get(ref)?.status === 'published'),
    );
    expect(refs.size).toBeGreaterThanOrEqual(10);
    expect(refs.size).toBeLessThanOrEqual(20);
    expect(waiting.length).toBeGreaterThan(refs.size);
  });

  it('give the demo carrier its accepted offers where it is the chosen carrier, with the stages', () => {
    const accepted = mine.filter((o) => o.status === 'accepted');
    const carried = listings.filter((l) => l.chosenCarrierAccountId === demo.carrier);
    expect(carried.length).toBe(5);
    expect(accepted.map((o) => o.listingRef).sort()).toEqual(carried.map((l) => l.ref).sort());
    for (const o of accepted) {
      expect(o.senderAccountId).toBe(demo.carrier);
      expect(o.senderCompanyId).toBe(carrierCompanyId);
      expect(o.carrier).toMatchObject({ isCompany: true, verified: true });
      expect(listingOf(o).ownerAccountId).toBe(demo.shipper);
    }
  });

  it('give the demo carrier sent, declined, withdrawn and expired offers, one sent personally', () => {
    const own = mine.filter((o) => o.senderAccountId === demo.carrier);
    for (const s of ['sent', 'declined', 'withdrawn', 'expired'] as const)
      expect(
        own.some((o) => o.status === s),
        s,
      ).toBe(true);
    const personal = own.filter((o) => o.senderCompanyId === null);
    expect(personal.length).toBe(1);
    expect(personal[0]!.carrier).toEqual({ name: 'Demo Carrier', isCompany: false, verified: false });
    expect(new Set(mine.map((o) => o.listingRef)).size).toBe(mine.length);
  });

  it("have a second account of the carrier's company send offers on the company's behalf", () => {
    const colleague = market.accounts.filter(
      (a) => a.companyId === carrierCompanyId && a.id !== demo.carrier,
    );
    expect(colleague.length).toBe(1);
    expect(market.keys.some((k) => k.accountId === colleague[0]!.id)).toBe(false);
    const theirs = offers.filter((o) => o.senderAccountId === colleague[0]!.id);
    expect(theirs.length).toBeGreaterThanOrEqual(3);
    expect(theirs.every((o) => o.senderCompanyId === carrierCompanyId)).toBe(true);
    expect(theirs.some((o) => o.status === 'sent')).toBe(true);
  });

  it('keep other demo accounts and the rest of the market apart from the demo company', () => {
    const others = offers.filter((o) => !mine.includes(o));
    for (const o of others) {
      expect([demo.shipper, demo['listings-only'], demo.revoked]).not.toContain(o.senderAccountId);
      expect(accounts.get(o.senderAccountId)?.companyId ?? null).not.toBe(carrierCompanyId);
    }
  });
});
