import { describe, expect, it } from 'vitest';
import { loadFiltersForVehicle, type VehicleForLoads } from './findLoads';

const vehicle: VehicleForLoads = {
  fromCountry: 'RO',
  toCountry: 'DE',
  dateFrom: '2026-11-24',
  dateTo: '2026-11-28',
  vehicle: 'tautliner',
  payloadT: '24',
};

describe('loadFiltersForVehicle', () => {
  it('maps countries, the date window, the kind and the payload in kg', () => {
    expect(loadFiltersForVehicle(vehicle)).toEqual({
      fromCountry: 'RO',
      toCountry: 'DE',
      dateFrom: '2026-11-24',
      dateTo: '2026-11-28',
      truckTypes: ['tautliner'],
      weightMax: 24_000,
    });
  });

  it('rounds a decimal payload to whole kg', () => {
    expect(loadFiltersForVehicle({ ...vehicle, payloadT: '1.2345' }).weightMax).toBe(1_235);
  });

  it('leaves the weight out when the payload is unknown, zero or not a number', () => {
    for (const payloadT of [null, '', '0', 'abc', '-3']) {
      expect(loadFiltersForVehicle({ ...vehicle, payloadT })).not.toHaveProperty('weightMax');
    }
  });

  it('caps the weight at the largest the filters accept', () => {
    expect(loadFiltersForVehicle({ ...vehicle, payloadT: '250' }).weightMax).toBe(100_000);
  });

  it('drops a field the listing filters refuse and keeps the rest', () => {
    const filters = loadFiltersForVehicle({ ...vehicle, fromCountry: 'XX1', vehicle: 'spaceship' as never });
    expect(filters).not.toHaveProperty('fromCountry');
    expect(filters).not.toHaveProperty('truckTypes');
    expect(filters.toCountry).toBe('DE');
  });

  it('drops both dates when the window is out of order', () => {
    const filters = loadFiltersForVehicle({ ...vehicle, dateFrom: '2026-12-01', dateTo: '2026-11-01' });
    expect(filters).not.toHaveProperty('dateFrom');
    expect(filters).not.toHaveProperty('dateTo');
    expect(filters.fromCountry).toBe('RO');
  });
});
