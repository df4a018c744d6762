import { describe, expect, it } from 'vitest';
import { TRUCK_TYPES, VEHICLE_STATUSES } from '@dispatch/shared/domain/vocabulary';
import { generateMarket, newestFirstById, VEHICLES_PER_SCALE, type VehicleRecord } from './index';
import { DATE, demoIds, EMAIL, ISO_MS, NOW, PHONE, places, testMarket, UUID } from './test-helpers';

const market = testMarket();
const { vehicles } = market;
const accounts = new Map(market.accounts.map((a) => [a.id, a]));
const companies = new Map(market.companies.map((c) => [c.id, c]));
const demo = demoIds(market);
const share = (pred: (v: VehicleRecord) => boolean) => vehicles.filter(pred).length / vehicles.length;
const today = NOW.toISOString().slice(0, 10);

describe('free vehicles', () => {
  it('number about 1,500 at scale 1, scale with it, newest first with unique uuids', () => {
    expect(vehicles.length).toBe(VEHICLES_PER_SCALE);
    const half = generateMarket({ seed: 1, scale: 0.5, now: NOW, places });
    expect(half.vehicles.length).toBe(VEHICLES_PER_SCALE / 2);
    expect(new Set(vehicles.map((v) => v.id)).size).toBe(vehicles.length);
    for (const v of vehicles) expect(v.id).toMatch(UUID);
    for (let i = 1; i < vehicles.length; i++)
      expect(newestFirstById(vehicles[i - 1]!, vehicles[i]!)).toBeLessThan(0);
  });

  it('are mostly active, some expired or removed, ~15% imported from social-network groups', () => {
    expect(share((v) => v.status === 'active')).toBeGreaterThan(0.65);
    expect(share((v) => v.status === 'active')).toBeLessThan(0.85);
    for (const s of VEHICLE_STATUSES)
      expect(
        share((v) => v.status === s),
        s,
      ).toBeGreaterThan(0.03);
    const social = share((v) => v.source === 'social_group');
    expect(social).toBeGreaterThan(0.1);
    expect(social).toBeLessThan(0.2);
    expect(vehicles.filter((v) => v.source === 'social_group').every((v) => v.requestCount === 0)).toBe(true);
  });

  it('run routes between known places, mostly from or to Romania', () => {
    const known = new Set(places.all.map((p) => `${p.country}|${p.city}`));
    for (const v of vehicles) {
      if (v.fromCity !== null) expect(known.has(`${v.fromCountry}|${v.fromCity}`), v.fromCity).toBe(true);
      if (v.toCity !== null) expect(known.has(`${v.toCountry}|${v.toCity}`), v.toCity).toBe(true);
      expect(v.fromCountry).toMatch(/^[A-Z]{2}$/);
    }
    expect(share((v) => v.fromCountry === 'RO' || v.toCountry === 'RO')).toBeGreaterThan(0.8);
    expect(share((v) => v.toCity === null)).toBeGreaterThan(0.15);
    expect(share((v) => v.via !== null)).toBeGreaterThan(0.02);
  });

  it('have dates that fit the status, created before now and not after dateFrom', () => {
    const nowMs = NOW.getTime();
    for (const v of vehicles) {
      expect(v.dateFrom).toMatch(DATE);
      expect(v.dateTo).toMatch(DATE);
      expect(v.createdAt).toMatch(ISO_MS);
      expect(v.dateFrom <= v.dateTo).toBe(true);
      expect(Date.parse(v.createdAt)).toBeLessThan(nowMs);
      expect(Date.parse(v.createdAt)).toBeGreaterThan(nowMs - 45 * 86_400_000);
      expect(v.createdAt.slice(0, 10) <= v.dateFrom, `${v.createdAt} ${v.dateFrom}`).toBe(true);
      if (v.status === 'active') expect(v.dateTo >= today).toBe(true);
      if (v.status === 'expired') expect(v.dateTo < today).toBe(true);
    }
  });

  it('describe the vehicle plausibly: kind, decimals as strings, integers', () => {
    for (const v of vehicles) {
      expect(TRUCK_TYPES).toContain(v.vehicle);
      if (v.volumeM3 !== null) expect(v.volumeM3).toMatch(/^\d+(\.\d+)?$/);
      if (v.payloadT !== null) {
        expect(v.payloadT).toMatch(/^\d+(\.\d+)?$/);
        expect(Number(v.payloadT)).toBeLessThanOrEqual(30);
      }
      if (v.pallets !== null)
        expect(Number.isInteger(v.pallets) && v.pallets > 0 && v.pallets <= 33).toBe(true);
      if (v.seats !== null) expect(Number.isInteger(v.seats) && v.seats >= 0).toBe(true);
      expect(Number.isInteger(v.requestCount) && v.requestCount >= 0).toBe(true);
      if (v.vehicle === 'car_carrier') expect(v.capacity).toMatch(/^\d cars$/);
    }
    expect(share((v) => v.capacity !== null)).toBeGreaterThan(0.5);
    expect(share((v) => v.requestCount > 0)).toBeGreaterThan(0.2);
  });

  it("belong to existing accounts, named after the owner's company or the owner", () => {
    for (const v of vehicles) {
      const owner = accounts.get(v.ownerAccountId);
      expect(owner).toBeDefined();
      expect(v.companyId).toBe(owner!.companyId);
      const company = v.companyId === null ? undefined : companies.get(v.companyId);
      expect(v.displayName).toBe(company?.name ?? owner!.displayName);
      if (company && company.vehicleTypes.length > 0) expect(company.vehicleTypes).toContain(v.vehicle);
    }
    expect(share((v) => v.companyId === null)).toBeGreaterThan(0.05);
  });

  it('never contain a phone number or an e-mail address', () => {
    const notes = vehicles.map((v) => v.note).filter((n): n is string => n !== null);
    expect(notes.length).toBeGreaterThan(vehicles.length * 0.4);
    expect(new Set(notes).size).toBeGreaterThan(15);
    for (const text of [
      ...notes,
      ...vehicles.map((v) => `${v.displayName} ${v.via ?? ''} ${v.capacity ?? ''}`),
    ]) {
      expect(text).not.toMatch(PHONE);
      expect(text).not.toMatch(EMAIL);
    }
  });

  it('give the demo carrier 8 vehicles of its company in every status, on the exchange, some with requests', () => {
    const own = vehicles.filter((v) => v.ownerAccountId === demo.carrier);
    expect(own.length).toBe(8);
    for (const s of VEHICLE_STATUSES)
      expect(
        own.some((v) => v.status === s),
        s,
      ).toBe(true);
    expect(own.every((v) => v.source === 'exchange')).toBe(true);
    expect(own.filter((v) => v.requestCount > 0).length).toBeGreaterThanOrEqual(2);
    const companyId = accounts.get(demo.carrier!)?.companyId;
    expect(own.every((v) => v.companyId === companyId && v.displayName === 'Carpatica Demo Trans SRL')).toBe(
      true,
    );
    expect(vehicles.filter((v) => v.ownerAccountId === demo.shipper)).toEqual([]);
  });
});
