import { describe, expect, it } from 'vitest';
import type { CostEstimateInput } from '../../../shared/contract/costs';
import { ApiError } from './errors';
import { readCostEstimate } from './cost-estimate-reader';

const input: CostEstimateInput = { fromCountry: 'RO', toCountry: 'DE', price: 1500 };
const cluj = { city: 'Cluj-Napoca', country: 'RO', county: 'Cluj', slug: 'cluj-napoca-cluj-ro' };

/** Our own answer (docs/api.md §Cost estimate), unwrapped. */
const ours = {
  fromCountry: 'RO',
  toCountry: 'DE',
  from: cluj,
  to: null,
  distanceKm: 1402,
  vehicle: 'tautliner',
  category: null,
  currency: 'EUR',
  low: '1191.70',
  typical: '1402.00',
  high: '1612.30',
  perKm: '1.00',
  price: { value: 1500, position: 'within' },
  note: 'Information only.',
};

describe('readCostEstimate', () => {
  it('reads our own answer as it is', () => {
    expect(readCostEstimate(ours, input, 'embedded')).toEqual({ ...ours, unread: [] });
  });

  it('reads another exchange body: numbers, other names, a nested range and no price position', () => {
    const other = {
      fromCountry: 'RO',
      toCountry: 'DE',
      origin: cluj,
      destination: null,
      distance: { km: 1402 },
      vehicleType: 'tautliner',
      range: { currency: 'EUR', min: 1191.7, median: 1402, max: 1612.3 },
      ratePerKm: 1,
      note: 'Information only.',
    };
    const reading = readCostEstimate(other, { ...input, price: 1700 }, 'remote');
    expect(reading).toMatchObject({
      from: cluj,
      distanceKm: 1402,
      vehicle: 'tautliner',
      currency: 'EUR',
      low: '1191.70',
      typical: '1402.00',
      high: '1612.30',
      perKm: '1.00',
      price: { value: 1700, position: 'above' },
      unread: [],
    });
  });

  it.each([
    ['min/avg/max at the top', { distance_km: '700', min: '595', avg: '700', max: '805' }],
    [
      'minimum/average/maximum under band',
      { distanceKm: 700, band: { minimum: 595, average: 700, maximum: 805 } },
    ],
    [
      'lower/mid/upper under price_range',
      { distance: 700, price_range: { lower: 595, mid: 700, upper: 805 } },
    ],
  ])('reads the band as %s, and works out the rate from typical / distance', (_name, body) => {
    const reading = readCostEstimate(body, { ...input, price: 500 }, 'remote');
    expect([reading.low, reading.typical, reading.high].map(Number)).toEqual([595, 700, 805]);
    expect(reading).toMatchObject({ perKm: '1.00', distanceKm: 700 });
    expect(reading.price).toEqual({ value: 500, position: 'below' });
    expect(reading.fromCountry).toBe('RO');
  });

  it("does not take an exchange's position word it does not know; works it out instead", () => {
    const reading = readCostEstimate(
      { ...ours, price: { value: 1500, position: 'inside' } },
      input,
      'remote',
    );
    expect(reading.price?.position).toBe('within');
  });

  it('keeps the distance and names the band unread when the figures cannot be read', () => {
    const reading = readCostEstimate(
      { distanceKm: 1402, currency: 'EUR', quote: { cheap: 1, dear: 2 } },
      input,
      'remote',
    );
    expect(reading).toMatchObject({
      distanceKm: 1402,
      low: null,
      typical: null,
      high: null,
      perKm: null,
      unread: ['band'],
    });
    expect(reading.price).toEqual({ value: 1500, position: null });
  });

  it('keeps the band and names the distance unread when only the distance is missing', () => {
    const { distanceKm: _gone, ...rest } = ours;
    const reading = readCostEstimate({ ...rest, perKm: undefined }, input, 'remote');
    expect(reading).toMatchObject({ distanceKm: null, low: '1191.70', perKm: null, unread: ['distance'] });
  });

  it('fails unreadable_answer naming the route and the server when neither a distance nor a band reads', () => {
    let thrown: unknown;
    try {
      readCostEstimate(
        { total: 'about a thousand', url: 'https://exchange.example/estimate' },
        input,
        'loopback',
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).appError).toMatchObject({
      kind: 'unreadable_answer',
      route: 'GET /cost-estimate',
      server: 'loopback',
      website: 'https://exchange.example/estimate',
    });
  });

  it('reads no figure that is not a number, and no negative distance', () => {
    const body = { distanceKm: -5, low: 'NaN', typical: '1', high: '2' };
    expect(() => readCostEstimate(body, input, 'remote')).toThrow(ApiError);
    const reading = readCostEstimate({ ...body, distanceKm: '12' }, input, 'remote');
    expect(reading).toMatchObject({ distanceKm: 12, low: null, unread: ['band'] });
  });
});
