import { describe, expect, it } from 'vitest';
import { loadPlaces } from '../places';
import type { PlaceRecord } from '../places';
import { EUR_TO_RON, estimateCost, formatCents, pricePosition } from './cost';

const places = loadPlaces();
const place = (country: string, name: string): PlaceRecord => {
  const found = places.find(country, name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

describe('estimateCost', () => {
  const bucuresti = place('RO', 'București');
  const brasov = place('RO', 'Brașov');

  it('uses the tautliner rate by default, with a 0.85-1.15 band', () => {
    const e = estimateCost({ from: bucuresti, to: brasov });
    expect(e.currency).toBe('EUR');
    const typical = e.distanceKm * 1.3;
    expect(Number(e.typical)).toBeCloseTo(typical, 2);
    expect(Number(e.low)).toBeCloseTo(typical * 0.85, 1);
    expect(Number(e.high)).toBeCloseTo(typical * 1.15, 1);
    expect(e.perKm).toBe('1.30');
    for (const v of [e.low, e.typical, e.high, e.perKm]) expect(v).toMatch(/^\d+\.\d{2}$/);
  });

  it('charges more for a refrigerated truck than for a van', () => {
    const van = estimateCost({ from: bucuresti, to: brasov, vehicle: 'van' });
    const reefer = estimateCost({ from: bucuresti, to: brasov, vehicle: 'refrigerated' });
    expect(Number(reefer.typical)).toBeGreaterThan(Number(van.typical));
    expect(van.perKm).toBe('0.90');
  });

  it('applies the 80 EUR minimum to typical', () => {
    const e = estimateCost({ from: bucuresti, to: bucuresti });
    expect(e).toMatchObject({ distanceKm: 0, typical: '80.00', low: '68.00', high: '92.00', perKm: '80.00' });
  });

  it('converts to RON at 4.97', () => {
    const eur = estimateCost({ from: bucuresti, to: bucuresti });
    const ron = estimateCost({ from: bucuresti, to: bucuresti, currency: 'RON' });
    expect(ron.currency).toBe('RON');
    expect(Number(ron.typical)).toBeCloseTo(Number(eur.typical) * EUR_TO_RON, 2);
    expect(ron.typical).toBe('397.60');
  });
});

describe('helpers', () => {
  it('formats cents', () => {
    expect(formatCents(12345)).toBe('123.45');
    expect(formatCents(5)).toBe('0.05');
    expect(formatCents(-250)).toBe('-2.50');
  });

  it('places a price against the band', () => {
    const band = { low: '85.00', high: '115.00' };
    expect(pricePosition(80, band)).toBe('below');
    expect(pricePosition(85, band)).toBe('within');
    expect(pricePosition(115.01, band)).toBe('above');
  });
});
