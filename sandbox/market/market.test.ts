import { describe, expect, it } from 'vitest';
import { TEST_KEY_PATTERN } from '@dispatch/shared/domain/keys';
import {
  LISTING_CATEGORIES,
  LISTING_STATUSES,
  TRUCK_TYPES,
  type ListingCategory,
} from '@dispatch/shared/domain/vocabulary';
import { loadMarketPlaces } from '../places';
import { isValidCui, VAT_PATTERNS, type ViesCountry } from './cui';
import { generateMarket, newestFirst, REF_PATTERN, type ListingRecord } from './index';

const places = loadMarketPlaces();
const now = new Date('2026-10-01T10:00:00.000Z');
const market = generateMarket({ seed: 42, scale: 1, now, places });
const { listings } = market;
const share = (pred: (l: ListingRecord) => boolean) => listings.filter(pred).length / listings.length;
const DAY = 86_400_000;

describe('generateMarket: determinism and size', () => {
  it('gives a deep-equal market for the same seed and now, offers and vehicles included', () => {
    const again = generateMarket({ seed: 42, scale: 1, now, places });
    expect(market.offers.length).toBeGreaterThan(1_000);
    expect(market.vehicles.length).toBeGreaterThan(1_000);
    expect(again.offers).toEqual(market.offers);
    expect(again.vehicles).toEqual(market.vehicles);
    expect(again).toEqual(market);
  });

  it('gives a different market for another seed', () => {
    const other = generateMarket({ seed: 43, scale: 1, now, places });
    expect(other.listings[0]?.ref).not.toBe(listings[0]?.ref);
    expect(other.keys[0]?.key).not.toBe(market.keys[0]?.key);
    expect(other.offers[0]?.id).not.toBe(market.offers[0]?.id);
    expect(other.vehicles[0]?.id).not.toBe(market.vehicles[0]?.id);
  });

  it('has at least 5,000 listings at scale 1 and scales linearly', () => {
    expect(listings.length).toBeGreaterThanOrEqual(5_000);
    expect(market.accounts.length).toBeGreaterThanOrEqual(200);
    const half = generateMarket({ seed: 1, scale: 0.5, now, places });
    expect(half.listings.length).toBe(Math.round(listings.length / 2));
  });

  // (how fast a large market builds is the start-up bench's figure, `--scale 20` ≤ 5 s)
  it('generates scale 3 as three times scale 1', () => {
    const big = generateMarket({ seed: 9, scale: 3, now, places });
    expect(big.listings.length).toBe(listings.length * 3);
    expect(big.vehicles.length).toBe(market.vehicles.length * 3);
  });
});

describe('listings', () => {
  it('have unique, well-formed refs', () => {
    const refs = listings.map((l) => l.ref);
    expect(new Set(refs).size).toBe(refs.length);
    for (const ref of refs) expect(ref).toMatch(REF_PATTERN);
    expect(refs.some((r) => /[ILOU]/.test(r.slice(3)))).toBe(false);
  });

  it('are sorted newest first, then by ref desc', () => {
    for (let i = 1; i < listings.length; i++) {
      expect(newestFirst(listings[i - 1]!, listings[i]!)).toBeLessThan(0);
    }
  });

  it('have categories and statuses in plausible proportions', () => {
    const freight = share((l) => l.category === 'freight');
    expect(freight).toBeGreaterThan(0.48);
    expect(freight).toBeLessThan(0.62);
    const assistance = share((l) => l.category === 'assistance');
    expect(assistance).toBeGreaterThan(0.02);
    expect(assistance).toBeLessThan(0.07);
    for (const c of LISTING_CATEGORIES)
      expect(
        share((l) => l.category === c),
        c,
      ).toBeGreaterThan(0.02);
    const published = share((l) => l.status === 'published');
    expect(published).toBeGreaterThan(0.62);
    expect(published).toBeLessThan(0.78);
    for (const s of LISTING_STATUSES)
      expect(
        share((l) => l.status === s),
        s,
      ).toBeGreaterThan(0.01);
    expect(share((l) => l.status === 'hidden')).toBeLessThan(0.08);
    expect(share((l) => l.urgent)).toBeGreaterThan(0.05);
    expect(share((l) => l.urgent)).toBeLessThan(0.15);
  });

  it('mostly start or end in Romania, with domestic routes the largest group', () => {
    expect(share((l) => l.fromCountry === 'RO' || l.toCountry === 'RO')).toBeGreaterThan(0.85);
    const domestic = share((l) => l.fromCountry === 'RO' && l.toCountry === 'RO');
    expect(domestic).toBeGreaterThan(0.4);
    expect(domestic).toBeLessThan(0.7);
    expect(share((l) => l.fromCountry === 'RO' && l.toCountry === 'DE')).toBeGreaterThan(0.02);
    expect(share((l) => l.fromCountry !== 'RO' && l.toCountry === 'RO')).toBeGreaterThan(0.1);
    expect(share((l) => l.fromCity === 'București' || l.toCity === 'București')).toBeGreaterThan(0.05);
  });

  it('only name cities that exist in places, never the same place at both ends', () => {
    const known = new Set(places.all.map((p) => `${p.country}|${p.city}`));
    for (const l of listings) {
      expect(known.has(`${l.fromCountry}|${l.fromCity}`), l.fromCity).toBe(true);
      expect(known.has(`${l.toCountry}|${l.toCity}`), l.toCity).toBe(true);
    }
    expect(
      listings.filter((l) => l.category === 'assistance').every((l) => l.fromCountry === l.toCountry),
    ).toBe(true);
  });

  it('have dates around now', () => {
    const nowMs = now.getTime();
    const isoMs = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    for (const l of listings) {
      expect(l.createdAt).toMatch(isoMs);
      expect(l.expiresAt).toMatch(isoMs);
      const created = Date.parse(l.createdAt);
      const expires = Date.parse(l.expiresAt);
      expect(created).toBeLessThan(nowMs);
      expect(created).toBeGreaterThan(nowMs - 31 * DAY);
      expect(expires).toBeGreaterThan(created);
      if (l.status === 'published') expect(expires).toBeGreaterThan(nowMs);
      if (l.status === 'expired') expect(expires).toBeLessThan(nowMs);
      if (l.dateType === 'asap') {
        expect([l.dateFrom, l.dateTo]).toEqual([null, null]);
        continue;
      }
      expect(l.dateFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const span = (Date.parse(l.dateTo!) - Date.parse(l.dateFrom!)) / DAY;
      if (l.dateType === 'exact') expect(span).toBe(0);
      else expect(span >= 2 && span <= 7, `${l.dateFrom}..${l.dateTo}`).toBe(true);
      if (l.status === 'published') {
        expect(Date.parse(l.dateFrom!)).toBeLessThanOrEqual(nowMs + 22 * DAY);
        expect(Date.parse(l.dateFrom!)).toBeGreaterThanOrEqual(nowMs - 4 * DAY);
      }
    }
    const asap = share((l) => l.dateType === 'asap');
    expect(asap).toBeGreaterThan(0.1);
    expect(asap).toBeLessThan(0.2);
  });

  it('have plausible weights, volumes and truck types by category', () => {
    const fits: Record<ListingCategory, readonly string[]> = {
      freight: ['tautliner', 'box_truck', 'refrigerated', 'flatbed', 'van', 'tipper', 'tanker'],
      car: ['car_carrier', 'tow_truck'],
      parcel: ['van', 'box_truck'],
      move: ['box_truck', 'van'],
      assistance: ['tow_truck'],
    };
    for (const l of listings) {
      for (const t of l.truckTypes) {
        expect(TRUCK_TYPES).toContain(t);
        expect(fits[l.category]).toContain(t);
      }
      const w = l.weightKg;
      if (w !== null) {
        expect(Number.isInteger(w)).toBe(true);
        if (l.category === 'freight') expect(w >= 500 && w <= 24_000).toBe(true);
        if (l.category === 'parcel') expect(w >= 5 && w <= 500).toBe(true);
        if (l.category === 'car') expect(w >= 1_200 && w <= 2_500).toBe(true);
      }
      if (l.volumeM3 !== null) {
        expect(l.volumeM3).toMatch(/^\d+(\.\d+)?$/);
        if (l.category === 'move') expect(Number(l.volumeM3) >= 5 && Number(l.volumeM3) <= 40).toBe(true);
      }
      if (l.paymentDays !== null) expect([0, 15, 30, 45, 60]).toContain(l.paymentDays);
    }
    expect(share((l) => l.truckTypes.length === 0)).toBeGreaterThan(0.05);
    expect(share((l) => l.weightKg === null)).toBeGreaterThan(0.05);
    const freight = listings.filter((l) => l.category === 'freight');
    expect(freight.filter((l) => l.needsInvoice).length / freight.length).toBeGreaterThan(0.8);
  });

  it('carry money as 2-place decimals, budgets plausible against the estimate', () => {
    const money = /^\d+\.\d{2}$/;
    for (const l of listings) {
      expect(l.estimatedCost).toMatch(money);
      expect(Number.isInteger(l.distanceKm)).toBe(true);
      if (l.budget !== null) {
        expect(l.budget).toMatch(money);
        const ratio = Number(l.budget) / Number(l.estimatedCost);
        expect(ratio > 0.5 && ratio < 1.6, `${l.budget} vs ${l.estimatedCost}`).toBe(true);
      }
    }
    expect(share((l) => l.budget === null)).toBeGreaterThan(0.2);
    expect(share((l) => l.currency === 'RON')).toBeGreaterThan(0.1);
    expect(
      listings
        .filter((l) => l.currency === 'RON')
        .every((l) => l.fromCountry === 'RO' && l.toCountry === 'RO'),
    ).toBe(true);
  });

  it('set a transport stage only with a chosen carrier on closed listings', () => {
    for (const l of listings) {
      expect(l.chosenCarrierAccountId).not.toBe(l.ownerAccountId);
      expect(l.transportStage === null).toBe(l.chosenCarrierAccountId === null);
      expect(l.stageUpdatedAt === null).toBe(l.transportStage === null);
      if (l.transportStage !== null) expect(l.status).toBe('closed');
    }
    expect(listings.some((l) => l.transportStage !== null)).toBe(true);
  });

  it('never contain a phone number or an e-mail address', () => {
    const phone = /\+?\d[\d\s()./-]{6,}\d/;
    const email = /[\w.+-]+@[\w-]+\.[\w.]+/;
    const descriptions = listings.map((l) => l.description).filter((d): d is string => d !== null);
    expect(descriptions.length).toBeGreaterThan(listings.length * 0.6);
    expect(new Set(descriptions).size).toBeGreaterThan(100);
    for (const d of descriptions) {
      expect(d).not.toMatch(phone);
      expect(d).not.toMatch(email);
    }
    expect('Sunați la 0722 123 456').toMatch(phone);
    expect('scrieți la ion@example.ro').toMatch(email);
  });
});

describe('accounts, companies and keys', () => {
  const accountIds = new Set(market.accounts.map((a) => a.id));
  const companyIds = new Set(market.companies.map((c) => c.id));

  it('link listings and accounts to existing records', () => {
    for (const l of listings) {
      expect(accountIds.has(l.ownerAccountId)).toBe(true);
      if (l.chosenCarrierAccountId) expect(accountIds.has(l.chosenCarrierAccountId)).toBe(true);
    }
    for (const a of market.accounts) if (a.companyId) expect(companyIds.has(a.companyId)).toBe(true);
    const inCompany = market.accounts.filter((a) => a.companyId).length / market.accounts.length;
    expect(inCompany).toBeGreaterThan(0.3);
    expect(inCompany).toBeLessThan(0.8);
  });

  it('give companies a valid CUI (anaf) or VAT number (vies)', () => {
    expect(market.companies.length).toBeGreaterThan(50);
    for (const c of market.companies) {
      if (c.registry === 'anaf') {
        expect(c.country).toBe('RO');
        expect(isValidCui(c.cui), c.cui).toBe(true);
      } else {
        expect(c.cui).toMatch(VAT_PATTERNS[c.country as ViesCountry]);
        expect(c.anafStatus).toBe('unknown');
      }
      if (c.rating !== null) expect(c.rating >= 1 && c.rating <= 5).toBe(true);
      else expect(c.reviewCount).toBe(0);
    }
    expect(market.companies.some((c) => c.registry === 'vies')).toBe(true);
  });

  it('have four demo keys, well-formed, distinct and stable for the seed', () => {
    expect(market.keys.map((k) => k.demoAccount)).toEqual(['shipper', 'carrier', 'listings-only', 'revoked']);
    for (const k of market.keys) {
      expect(k.key).toMatch(TEST_KEY_PATTERN);
      expect(accountIds.has(k.accountId)).toBe(true);
      expect(k.label).not.toBe('');
      expect(k.description).not.toBe('');
    }
    expect(new Set(market.keys.map((k) => k.key)).size).toBe(4);
    expect(new Set(market.keys.map((k) => k.accountId)).size).toBe(4);
    const byName = Object.fromEntries(market.keys.map((k) => [k.demoAccount, k]));
    expect(byName['listings-only']?.permissions).toEqual(['listings:read']);
    expect(byName.revoked?.revoked).toBe(true);
    expect(byName.shipper?.revoked).toBe(false);
    expect(byName.carrier?.permissions).toEqual(['listings:read', 'offers:read', 'vehicles:read']);
  });

  it('give the demo shipper ~40 listings and the demo carrier a few of them with stages', () => {
    const byName = Object.fromEntries(market.keys.map((k) => [k.demoAccount, k.accountId]));
    const own = listings.filter((l) => l.ownerAccountId === byName.shipper);
    expect(own.length).toBe(40);
    for (const s of LISTING_STATUSES)
      expect(
        own.some((l) => l.status === s),
        s,
      ).toBe(true);
    expect(own.some((l) => l.category === 'assistance')).toBe(false);
    const carried = own.filter((l) => l.chosenCarrierAccountId === byName.carrier);
    expect(carried.length).toBe(5);
    expect(new Set(carried.map((l) => l.transportStage)).size).toBe(5);
    expect(carried.every((l) => l.status === 'closed')).toBe(true);
    const carrier = market.accounts.find((a) => a.id === byName.carrier);
    const company = market.companies.find((c) => c.id === carrier?.companyId);
    expect(company?.verificationStatus).toBe('verified');
    expect(listings.filter((l) => l.ownerAccountId === byName['listings-only']).length).toBeGreaterThan(0);
  });
});
