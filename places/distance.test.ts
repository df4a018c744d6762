import { describe, expect, it } from 'vitest';
import { roadDistanceKm } from './distance';
import { loadPlaces } from './places';
import type { PlaceRecord } from './types';

const places = loadPlaces();
const place = (country: string, name: string): PlaceRecord => {
  const found = places.find(country, name);
  if (!found) throw new Error(`no ${name}`);
  return found;
};

describe('roadDistanceKm', () => {
  it('is the great-circle distance x 1.25, rounded', () => {
    // One degree of latitude is ~111.2 km on the mean-radius sphere: x 1.25 = 139.
    expect(roadDistanceKm({ lat: 45, lon: 25 }, { lat: 46, lon: 25 })).toBe(139);
    expect(roadDistanceKm({ lat: 45, lon: 25 }, { lat: 45, lon: 25 })).toBe(0);
  });

  it('gives plausible figures for real routes', () => {
    const bucuresti = place('RO', 'București');
    // ~ 136 km great-circle to Brașov, ~ 870 km to Munich.
    expect(roadDistanceKm(bucuresti, place('RO', 'Brașov'))).toBeGreaterThan(150);
    expect(roadDistanceKm(bucuresti, place('RO', 'Brașov'))).toBeLessThan(190);
    const munich = roadDistanceKm(bucuresti, place('DE', 'Munich'));
    expect(munich).toBeGreaterThan(1_300);
    expect(munich).toBeLessThan(1_500);
  });
});
